// Icons that repeat on every experience card, and the chrome's (search, menu, phone, cart…), are drawn once per page (issue 10): the root renders a hidden sprite
// of them and a card's icon is a `<use>` of its symbol, ~100 bytes instead of ~500 (a listing had 180 KB of
// repeated SVG). Same look as the lucide component: the stroke, fill and size come from the classes as before.
// The sprite's paths are drawn on the server only (sprite-icons.server.tsx, handed over by entry.server.tsx); the
// browser keeps the sprite the document came with, so no icon's path data is in the page's JavaScript.

export const SPRITE_NAMES = [
  'arrow-right',
  'arrow-up-right',
  'calendar-days',
  'check',
  'circle-check',
  'clock',
  'flame',
  'globe',
  'map-pin',
  'menu',
  'message-circle',
  'phone',
  'search',
  'shopping-bag',
  'smile',
  'star',
  'user-round',
  'x',
] as const
export type SpriteName = (typeof SPRITE_NAMES)[number]

let markup: string | undefined

/** entry.server.tsx: the sprite's symbols, rendered once per process. */
export function setSpriteMarkup(html: string) {
  markup = html
}

/** On the server, the symbols; in the browser, what the server put in the document (read before hydration). */
function spriteMarkup(): string {
  if (markup === undefined && typeof document !== 'undefined') markup = document.getElementById('icon-sprite')?.innerHTML ?? ''
  return markup ?? ''
}

/**
 * Once per page, in the root. React keeps the server's inner HTML when it hydrates, and the browser renders the
 * same string afterwards, so the sprite never changes once the page has it.
 */
export function IconSprite() {
  return <svg id="icon-sprite" aria-hidden width="0" height="0" style={{ position: 'absolute' }} dangerouslySetInnerHTML={{ __html: spriteMarkup() }} />
}

type SpriteIconProps = { className?: string; strokeWidth?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }

function spriteIcon(name: SpriteName) {
  // Stroke, fill and the 24 px default size are the `.icon` rule's (app/tailwind.css), not repeated on each use.
  const Icon = ({ className, strokeWidth }: SpriteIconProps) => (
    <svg aria-hidden className={className ? `icon ${className}` : 'icon'} style={strokeWidth ? { strokeWidth } : undefined}>
      <use href={`#icon-${name}`} />
    </svg>
  )
  Icon.displayName = `SpriteIcon(${name})`
  return Icon
}

export const SpriteArrowRight = spriteIcon('arrow-right')
export const SpriteArrowUpRight = spriteIcon('arrow-up-right')
export const SpriteCalendarDays = spriteIcon('calendar-days')
export const SpriteCheck = spriteIcon('check')
export const SpriteCircleCheck = spriteIcon('circle-check')
export const SpriteClock = spriteIcon('clock')
export const SpriteFlame = spriteIcon('flame')
export const SpriteGlobe = spriteIcon('globe')
export const SpriteMapPin = spriteIcon('map-pin')
export const SpriteMenu = spriteIcon('menu')
export const SpriteMessageCircle = spriteIcon('message-circle')
export const SpritePhone = spriteIcon('phone')
export const SpriteSearch = spriteIcon('search')
export const SpriteShoppingBag = spriteIcon('shopping-bag')
export const SpriteSmile = spriteIcon('smile')
export const SpriteStar = spriteIcon('star')
export const SpriteUserRound = spriteIcon('user-round')
export const SpriteX = spriteIcon('x')
