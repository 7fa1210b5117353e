// `npm run icons`: writes the icon sprite (app/assets/icons.svg) from lucide-react for the names in
// app/components/icon-names.ts, and the stylesheet of the icons drawn by CSS (app/assets/icon-masks.css, for
// MASK_ICONS). A unit test fails while the files and the names disagree.
import { writeFileSync } from 'node:fs'
import { iconMaskStylesheet, iconSpriteMarkup, MASK_FILE, SPRITE_FILE } from './icon-sprite'

writeFileSync(SPRITE_FILE, iconSpriteMarkup())
writeFileSync(MASK_FILE, iconMaskStylesheet())
console.log(`wrote ${SPRITE_FILE} and ${MASK_FILE}`)
