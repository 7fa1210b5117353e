// The icon sprite's markup (app/components/icon-names.ts): every icon as a `<symbol>` of lucide's shapes, without
// lucide's presentation attributes, so each use inherits fill, stroke and size from its `<svg class="icon">`.
import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ICON_NAMES } from '../app/components/icon-names'

export const SPRITE_FILE = 'app/assets/icons.svg'

export function iconSpriteMarkup(): string {
  const symbols = ICON_NAMES.map((name) => {
    const Icon = (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[name]
    if (!Icon) throw new Error(`lucide-react has no icon ${name}`)
    // lucide's root <svg> carries the presentation attributes; its children are shapes only.
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(renderToStaticMarkup(createElement(Icon)))?.[1]
    if (inner === undefined) throw new Error(`${name}: unexpected markup`)
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
