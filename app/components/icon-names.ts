// The lucide icons the app and its themes draw (issue 10, decision 040). Each is a symbol of one sprite file,
// `app/assets/icons.svg`, written by `npm run icons` (scripts/icons.ts) from lucide-react; the browser fetches it
// once, cached for good, and no icon's path data is in any script or repeated in any page.
// Add a name here, run `npm run icons`, then import the icon from `~/components/icons` (themes: from `../kit`).
export const ICON_NAMES = [
  'Anchor', 'ArrowLeft', 'ArrowRight', 'ArrowUpRight', 'BadgeCheck', 'BadgePercent', 'Bus', 'CalendarCheck',
  'CalendarClock', 'CalendarDays', 'CalendarX2', 'Check', 'ChevronDown', 'ChevronLeft', 'ChevronRight',
  'CircleAlert', 'CircleCheck', 'CircleX', 'Clock', 'Compass', 'Download', 'ExternalLink', 'Eye', 'EyeOff',
  'FileText', 'Flame', 'Gem', 'Globe', 'Headset', 'HeartHandshake', 'Hourglass', 'Info', 'Languages', 'LifeBuoy',
  'LoaderCircle', 'Lock', 'LogIn', 'LogOut', 'Mail', 'MailCheck', 'MailPlus', 'MapPin', 'Menu', 'MessageCircle',
  'MessageSquareQuote', 'Minus', 'MoonStar', 'MountainSnow', 'Navigation', 'Newspaper', 'Pencil', 'Phone',
  'PhoneCall', 'Plus', 'Printer', 'Receipt', 'ReceiptText', 'Sailboat', 'Search', 'SearchX', 'Send', 'ShieldCheck',
  'ShoppingBag', 'ShoppingCart', 'SlidersHorizontal', 'Smile', 'Sparkles', 'Star', 'Sun', 'Ticket', 'TramFront',
  'Trash2', 'TriangleAlert', 'User', 'UserRound', 'UserRoundCheck', 'Users', 'Wallet', 'X', 'Zap',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/**
 * Icons a page repeats in its cards and filter options, drawn by CSS instead of a `<svg><use>` (issue 10: ~100 bytes
 * of markup a use, 24 cards a listing). A class `ic-<key>` on an element draws the icon as its `::before`, a mask
 * over `currentColor` (`app/assets/icon-masks.css`, written by `npm run icons` from the same lucide shapes as the
 * sprite); the component's own class sizes and colours that `::before`. Decorative only: generated content with no
 * text is nothing to assistive technology, as `aria-hidden` made the `<svg>` nothing.
 * A key names a lucide icon (with lucide's stroke of 2) or a variant: a filled one, or a heavier stroke.
 */
export const MASK_ICONS = {
  MapPin: { icon: 'MapPin' },
  Clock: { icon: 'Clock' },
  CircleCheck: { icon: 'CircleCheck' },
  Check: { icon: 'Check' },
  Flame: { icon: 'Flame' },
  StarFilled: { icon: 'Star', filled: true },
  ChevronDown: { icon: 'ChevronDown' },
} as const satisfies Record<string, { icon: IconName; filled?: true; strokeWidth?: number }>
export type MaskIconName = keyof typeof MASK_ICONS
