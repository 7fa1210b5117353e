// Every photo of an experience: a swipeable strip on phones, a large cover beside smaller ones on wider screens.
import { useTranslation } from 'react-i18next'
import { ResponsiveImage } from './responsive-image'

type GalleryImage = { src: string; alt: string; width: number; height: number }

export function Gallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation()
  const wide = images.length > 1
  return (
    // The named section is the strip that scrolls on phones: focusable, so arrow keys scroll it too (WCAG 2.1.1).
    // On wider screens nothing scrolls; the section then stays one tab stop, named "Photos". The ring is drawn
    // inside: on phones the strip runs to the edges of the screen.
    <section
      aria-label={t('experience.photos')}
      tabIndex={0}
      className="-mx-4 mt-6 snap-x snap-mandatory overflow-x-auto px-4 pb-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:mx-0 sm:px-0 md:overflow-visible md:pb-0"
    >
      <ul className={`flex gap-2 md:grid md:h-[22rem] lg:h-[26rem] ${wide ? 'md:grid-cols-3 md:grid-rows-2' : 'md:grid-cols-1'}`}>
        {images.map((image, i) => (
          <li
            key={image.src}
            className={`relative aspect-[3/2] shrink-0 snap-center overflow-hidden rounded-card bg-surface-alt md:aspect-auto ${
              wide ? 'w-[85%]' : 'w-full'
            } md:w-auto ${i === 0 && wide ? 'md:col-span-2 md:row-span-2' : ''} ${i > 0 && images.length === 2 ? 'md:row-span-2' : ''}`}
          >
            <ResponsiveImage
              src={image.src}
              alt={image.alt}
              width={i === 0 ? 1200 : 600}
              height={i === 0 ? 800 : 400}
              sizes={
                i === 0
                  ? '(min-width: 1280px) 820px, (min-width: 768px) 66vw, 85vw'
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
