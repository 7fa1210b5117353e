// Every icon is a `<use>` of one symbol of the sprite file (icon-names.ts; issue 10, decision 040): ~90 bytes of
// markup a use, no path data in any script, and one cached download for the whole site. Same look as the lucide
// component it replaces: the stroke, fill and 24 px default size are the `.icon` rule's (app/tailwind.css), and
// a class sizes or colours it as before.
import spriteUrl from '~/assets/icons.svg?url'
import type { IconName, MaskIconName } from './icon-names'

type IconProps = {
  className?: string
  strokeWidth?: number | string
  /** Named icons are images to assistive technology; unnamed ones are hidden from it. */
  'aria-label'?: string
  'aria-hidden'?: boolean | 'true' | 'false'
}
type Icon = ((props: IconProps) => JSX.Element) & { displayName: string }

function icon(name: IconName): Icon {
  const Icon = ({ className, strokeWidth, 'aria-label': label }: IconProps) => (
    <svg
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth ? { strokeWidth } : undefined}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
  Icon.displayName = `Icon(${name})`
  return Icon
}

/**
 * The class that draws a repeated icon before an element's content (MASK_ICONS, app/assets/icon-masks.css): ~15
 * bytes of markup instead of ~100 for a `<svg><use>`. The element's component class sizes its `::before`.
 */
export const ic = (name: MaskIconName) => `ic-${name}`

export const Anchor = icon('Anchor')
export const ArrowLeft = icon('ArrowLeft')
export const ArrowRight = icon('ArrowRight')
export const ArrowUpRight = icon('ArrowUpRight')
export const BadgeCheck = icon('BadgeCheck')
export const BadgePercent = icon('BadgePercent')
export const Bus = icon('Bus')
export const CalendarCheck = icon('CalendarCheck')
export const CalendarClock = icon('CalendarClock')
export const CalendarDays = icon('CalendarDays')
export const CalendarX2 = icon('CalendarX2')
export const Check = icon('Check')
export const ChevronDown = icon('ChevronDown')
export const ChevronLeft = icon('ChevronLeft')
export const ChevronRight = icon('ChevronRight')
export const CircleAlert = icon('CircleAlert')
export const CircleCheck = icon('CircleCheck')
export const CircleX = icon('CircleX')
export const Clock = icon('Clock')
export const Compass = icon('Compass')
export const Download = icon('Download')
export const ExternalLink = icon('ExternalLink')
export const Eye = icon('Eye')
export const EyeOff = icon('EyeOff')
export const FileText = icon('FileText')
export const Flame = icon('Flame')
export const Gem = icon('Gem')
export const Globe = icon('Globe')
export const Headset = icon('Headset')
export const HeartHandshake = icon('HeartHandshake')
export const Hourglass = icon('Hourglass')
export const Info = icon('Info')
export const Languages = icon('Languages')
export const LifeBuoy = icon('LifeBuoy')
export const LoaderCircle = icon('LoaderCircle')
export const Lock = icon('Lock')
export const LogIn = icon('LogIn')
export const LogOut = icon('LogOut')
export const Mail = icon('Mail')
export const MailCheck = icon('MailCheck')
export const MailPlus = icon('MailPlus')
export const MapPin = icon('MapPin')
export const Menu = icon('Menu')
export const MessageCircle = icon('MessageCircle')
export const MessageSquareQuote = icon('MessageSquareQuote')
export const Minus = icon('Minus')
export const MoonStar = icon('MoonStar')
export const MountainSnow = icon('MountainSnow')
export const Navigation = icon('Navigation')
export const Newspaper = icon('Newspaper')
export const Pencil = icon('Pencil')
export const Phone = icon('Phone')
export const PhoneCall = icon('PhoneCall')
export const Plus = icon('Plus')
export const Printer = icon('Printer')
export const Receipt = icon('Receipt')
export const ReceiptText = icon('ReceiptText')
export const Sailboat = icon('Sailboat')
export const Search = icon('Search')
export const SearchX = icon('SearchX')
export const Send = icon('Send')
export const ShieldCheck = icon('ShieldCheck')
export const ShoppingBag = icon('ShoppingBag')
export const ShoppingCart = icon('ShoppingCart')
export const SlidersHorizontal = icon('SlidersHorizontal')
export const Smile = icon('Smile')
export const Sparkles = icon('Sparkles')
export const Star = icon('Star')
export const Sun = icon('Sun')
export const Ticket = icon('Ticket')
export const TramFront = icon('TramFront')
export const Trash2 = icon('Trash2')
export const TriangleAlert = icon('TriangleAlert')
export const User = icon('User')
export const UserRound = icon('UserRound')
export const UserRoundCheck = icon('UserRoundCheck')
export const Users = icon('Users')
export const Wallet = icon('Wallet')
export const X = icon('X')
export const Zap = icon('Zap')
