// `npm run icons`: writes the icon sprite (app/assets/icons.svg) from lucide-react for the names in
// app/components/icon-names.ts. A unit test fails while the file and the names disagree.
import { writeFileSync } from 'node:fs'
import { iconSpriteMarkup, SPRITE_FILE } from './icon-sprite'

writeFileSync(SPRITE_FILE, iconSpriteMarkup())
console.log(`wrote ${SPRITE_FILE}`)
