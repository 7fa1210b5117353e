// Parts of an experience card that every theme's card shares: the photo at card sizes, the title link
// stretched over the card (one tab stop, one click target), the rating as a screen reader hears it, and
// the facts already formatted for the visitor's language.
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ResponsiveImage } from '~/components/responsive-image'
import { formatDuration, formatRating } from '~/domain/format'
import type { ExperienceCardData } from '../contract'

/** The `sizes` of a card image in the listing grids: one column on phones, two from sm, about 340px from lg.
 * Without the optional spaces: 24 cards a listing. */
export const CARD_IMAGE_SIZES = '(min-width:1024px) 340px,(min-width:640px) 50vw,100vw'
/** Its narrowest slot is a phone's full width (320 CSS px and up) at density 2 or more, and 340 px on desktops, so
 * the browser never picks a candidate under 640 px: the srcset leaves the 320 one out (~75 bytes a card). */
export const CARD_IMAGE_NARROWEST = 640

/** What a card says, formatted once: the duration, and the rating when there are reviews to back it. */
export function useCardFacts(e: ExperienceCardData) {
  const { i18n } = useTranslation()
  return {
    duration: formatDuration(e.durationMinutes, i18n.language),
    rating: e.rating !== null && e.reviewCount > 0 ? formatRating(e.rating, i18n.language) : null,
  }
}

export function CardImage({ experience: e, width, height, className }: { experience: ExperienceCardData; width: number; height: number; className: string }) {
  return <ResponsiveImage src={e.image} alt={e.imageAlt ?? ''} width={width} height={height} sourceWidth={e.imageWidth} sizes={CARD_IMAGE_SIZES} narrowest={CARD_IMAGE_NARROWEST} className={className} />
}

/** The title's link, stretched over the whole card (the card needs `relative`). */
export function CardLink({ experience: e }: { experience: ExperienceCardData }) {
  return (
    <Link to={e.href} prefetch="intent" className="card-stretch">
      {e.title}
    </Link>
  )
}

/** "Rated 4.6 out of 5" for screen readers, the bare figure for the eye. */
export function CardRating({ rating, className }: { rating: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <span className="sr-only">{t('a11y.rating', { rating })}</span>
      <span aria-hidden className={className}>
        {rating}
      </span>
    </>
  )
}

type PriceClasses = { from: string; price: string; offer: string }

/** "From AED 185", or "Request an offer" when the experience has no public price. */
export function CardPrice({ experience: e, classes }: { experience: ExperienceCardData; classes: PriceClasses }) {
  const { t } = useTranslation()
  if (!e.fromPrice) return <span className={classes.offer}>{t('card.requestOffer')}</span>
  return (
    <>
      <span className={classes.from}>{t('card.from')}</span>
      <span className={classes.price}>{e.fromPrice}</span>
    </>
  )
}
