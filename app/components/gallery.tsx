// Every photo of an experience: a swipeable strip on phones; from the tablet up, the brand's arrangement
// (decision 063): a cover beside four tiles (`mosaic`), equal tiles in a row (`strip`), or one cinematic cover
// over a row of thumbnails (`wide`). Each shows at most five photos there; the rest stay in the phone's strip.
import { useTranslation } from 'react-i18next'
import type { PagePresentation } from '../../themes/contract'
import { useThemePages } from '~/hooks/theme'
import { ResponsiveImage } from './responsive-image'

type GalleryImage = { src: string; alt: string; width: number; height: number }
type Layout = PagePresentation['gallery']

// Static class names (Tailwind sees only whole words): the columns a row of n tiles takes.
const COLS = ['md:grid-cols-1', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'] as const
const MAX = { mosaic: 5, strip: 4, wide: 5 } as const

function listClass(layout: Layout, n: number): string {
  if (n === 1) return 'md:grid md:h-[24rem] lg:h-[28rem] md:grid-cols-1'
  if (layout === 'strip') return `md:grid md:h-[17rem] lg:h-[20rem] ${COLS[Math.min(n, 4)]}`
  if (layout === 'wide') return `md:grid md:h-[26rem] lg:h-[30rem] md:grid-rows-[minmax(0,1fr)_6rem] ${COLS[Math.min(n - 1, 4)]}`
  return 'md:grid md:h-[22rem] lg:h-[26rem] md:grid-cols-4 md:grid-rows-2'
}

function tileClass(layout: Layout, i: number, n: number): string {
  if (i >= MAX[layout]) return 'md:hidden'
  if (layout === 'wide') return i === 0 ? 'md:col-span-full' : ''
  if (layout === 'strip' || n === 1) return ''
  // mosaic: the cover takes half; two photos beside it share the other half by rows, one or three fill it evenly.
  if (i === 0) return 'md:col-span-2 md:row-span-2'
  if (n === 2) return 'md:col-span-2 md:row-span-2'
  if (n === 3 || (n === 4 && i === 1)) return 'md:col-span-2'
  return ''
}

export function Gallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation()
  const { gallery: layout } = useThemePages()
  const wide = images.length > 1
  const n = Math.min(images.length, MAX[layout])
  return (
    // The named section is the strip that scrolls on phones: focusable, so arrow keys scroll it too (WCAG 2.1.1).
    // On wider screens nothing scrolls; the section then stays one tab stop, named "Photos". The ring is drawn
    // inside: on phones the strip runs to the edges of the screen.
    <section
      aria-label={t('experience.photos')}
      tabIndex={0}
      data-gallery={layout}
      className="-mx-4 mt-6 snap-x snap-mandatory overflow-x-auto px-4 pb-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:mx-0 sm:px-0 md:overflow-visible md:pb-0"
    >
      <ul className={`flex gap-2 ${listClass(layout, n)}`}>
        {images.map((image, i) => (
          <li
            key={image.src}
            className={`relative aspect-[3/2] shrink-0 snap-center overflow-hidden rounded-card bg-surface-alt md:aspect-auto ${
              wide ? 'w-[85%]' : 'w-full'
            } md:w-auto ${tileClass(layout, i, n)}`}
          >
            <ResponsiveImage
              src={image.src}
              alt={image.alt}
              width={i === 0 ? 1200 : 600}
              height={i === 0 ? 800 : 400}
              sizes={
                i === 0
                  ? layout === 'wide' ? '(min-width: 1280px) 1216px, (min-width: 768px) 100vw, 85vw' : '(min-width: 1280px) 820px, (min-width: 768px) 66vw, 85vw'
                  : '(min-width: 1280px) 410px, (min-width: 768px) 33vw, 85vw'
              }
              priority={i === 0}
              sourceWidth={image.width}
              className="size-full object-cover"
            />
            {wide ? (
              <span className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white md:hidden">
                {t('experience.photoOf', { n: i + 1, total: images.length })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
