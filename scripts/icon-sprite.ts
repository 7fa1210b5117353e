// The icon sprite's markup (app/components/icon-names.ts): every icon as a `<symbol>` of lucide's shapes, without
// lucide's presentation attributes, so each use inherits fill, stroke and size from its `<svg class="icon">`.
import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ICON_NAMES, MASK_ICONS } from '../app/components/icon-names'

export const SPRITE_FILE = 'app/assets/icons.svg'
export const MASK_FILE = 'app/assets/icon-masks.css'

/** An icon's shapes as lucide renders them, without its root `<svg>` (which carries the presentation attributes). */
function shapes(name: string): string {
  const Icon = (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[name]
  if (!Icon) throw new Error(`lucide-react has no icon ${name}`)
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(createElement(Icon)))?.[1]
  if (inner === undefined) throw new Error(`${name}: unexpected markup`)
  return inner
}

export function iconSpriteMarkup(): string {
  const symbols = ICON_NAMES.map((name) => {
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes(name)}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/**
 * The stylesheet of the icons drawn by CSS (MASK_ICONS in icon-names.ts): an element with the class `ic-<key>` gets
 * a `::before` of lucide's default size whose mask is the icon (black strokes on transparent: lucide's attributes,
 * stroke 2, round caps and joins) over `currentColor`, so it takes the text's colour as the `<svg>` did. Base layer:
 * a component's class sizes, spaces and colours the `::before`.
 */
export function iconMaskStylesheet(): string {
  const entries = Object.entries(MASK_ICONS) as Array<[string, { icon: string; filled?: true; strokeWidth?: number }]>
  const selectors = entries.map(([key]) => `.ic-${key}::before`).join(',\n  ')
  const rules = entries.map(([key, { icon, filled, strokeWidth }]) => {
    const svg =
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? '%23000' : 'none'}' stroke='%23000' ` +
      `stroke-width='${strokeWidth ?? 2}' stroke-linecap='round' stroke-linejoin='round'>` +
      shapes(icon).replace(/"/g, "'").replace(/#/g, '%23').replace(/><\/\w+>/g, '/>') +
      '</svg>'
    return `  .ic-${key}::before {\n    mask-image: url("data:image/svg+xml,${svg}");\n  }`
  })
  return [
    '/* Written by `npm run icons` (scripts/icon-sprite.ts) for MASK_ICONS in app/components/icon-names.ts: do not edit. */',
    '@layer base {',
    `  ${selectors} {`,
    "    content: '';",
    '    display: block;',
    '    flex-shrink: 0;',
    '    width: 24px;',
    '    height: 24px;',
    '    background-color: currentColor;',
    '    mask-position: center;',
    '    mask-size: 100% 100%;',
    '    mask-repeat: no-repeat;',
    '    /* Forced colours would paint the background away: keep it the (forced) text colour. */',
    '    forced-color-adjust: none;',
    '  }',
    ...rules,
    '}',
    '',
  ].join('\n')
}
