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
