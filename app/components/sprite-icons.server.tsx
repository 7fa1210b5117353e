// The icon sprite's symbols (sprite-icons.tsx), drawn from lucide's components once per process: only the server
// needs their path data.
import {
  ArrowRight,
  ArrowUpRight,
  CalendarDays,
  Check,
  CircleCheck,
  Clock,
  Flame,
  Globe,
  MapPin,
  Menu,
  MessageCircle,
  Phone,
  Search,
  ShoppingBag,
  Smile,
  Star,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SpriteName } from './sprite-icons'

const ICONS = {
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  'calendar-days': CalendarDays,
  check: Check,
  'circle-check': CircleCheck,
  clock: Clock,
  flame: Flame,
  globe: Globe,
  'map-pin': MapPin,
  menu: Menu,
  'message-circle': MessageCircle,
  phone: Phone,
  search: Search,
  'shopping-bag': ShoppingBag,
  smile: Smile,
  star: Star,
  'user-round': UserRound,
  x: X,
} satisfies Record<SpriteName, LucideIcon>

/**
 * Each symbol inherits fill, stroke and size from the `<svg class="icon">` that uses it. lucide's class names and
 * its `stroke` (which props cannot drop) are taken out of the markup: 17 symbols, on every page.
 */
export const SPRITE_MARKUP = renderToStaticMarkup(
  <defs>
    {Object.entries(ICONS).map(([name, Icon]) => (
      // lucide's own attributes left out (undefined drops them) so the `.icon` rule of the using <svg> applies.
      <Icon
        key={name}
        id={`icon-${name}`}
        width="100%"
        height="100%"
        xmlns={undefined}
        fill={undefined}
        color="inherit"
        strokeWidth="inherit"
        strokeLinecap={undefined}
        strokeLinejoin={undefined}
      />
    ))}
  </defs>,
)
  .replace(/ class="lucide[^"]*"/g, '')
  .replace(/ stroke="inherit"/g, '')
