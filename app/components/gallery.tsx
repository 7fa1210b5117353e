// Every photo of an experience: a swipeable strip on phones, a large cover beside smaller ones on wider screens.
import { useTranslation } from 'react-i18next'
import { ResponsiveImage } from './responsive-image'

export type GalleryImage = { src: string; alt: string; width: number; height: number }

export function Gallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation()
  const wide = images.length > 1
  return (
    <section aria-label={t('experience.photos')} className="mt-6">
      <ul
        className={`-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 md:grid md:h-[22rem] md:overflow-visible md:pb-0 lg:h-[26rem] ${
          wide ? 'md:grid-cols-3 md:grid-rows-2' : 'md:grid-cols-1'
        }`}
      >
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
