// The experience page's column under the booking panel (texts, location, custom offer, reviews): rendered on the
// server with the page, hydrated when it nears the viewport (experience-detail.tsx, app/hooks/deferred.tsx).
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { ExperienceCustomOffer } from './custom-offer'
import { ExperienceLocation } from './location'
import { ExperienceDetails, ExperienceIntro } from './sections'
import { ReviewList } from '../review-list'

type Props = Pick<ExperiencePageData, 'texts' | 'location' | 'state' | 'reviews' | 'rating'>

export function ExperienceBelow({ texts, location, state, reviews, rating }: Props) {
  return (
    <>
      <ExperienceIntro texts={texts} />
      <ExperienceDetails texts={texts} />
      <ExperienceLocation location={location} />
      {state === 'customOffer' ? <ExperienceCustomOffer /> : null}
      <ReviewList reviews={reviews} rating={rating} />
    </>
  )
}
