// The experience page, shared by /experiences/{slug} and /things-to-do-in-{city}/{slug}: content on the left,
// the sticky booking panel on the right; one column on phones, with the panel right after the key facts, so
// dates, prices (or why there are none) come before the long texts.
import type { MetaDescriptor } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { pageMeta } from '~/utils/page-meta'
import type { ToastHandle } from '../toaster-host'
import { BookingPanel } from '../booking/panel'
import { deferred } from '~/hooks/deferred'
import { ExperienceFacts } from './facts'
import { ExperienceMobileBar } from './mobile-bar'
import { ExperienceTitle } from './title'
import { Gallery } from '../gallery'
import { JsonLd } from '../json-ld'
import { preloadWornTheme, useThemePages } from '~/hooks/theme'
import { presentationData } from './presentation'

// What the first screen does not show loads its code when it nears the viewport (decision 040): the texts,
// location, custom offer and reviews under the booking panel, and the similar experiences.
const ExperienceBelow = deferred(() => import('./below').then((m) => m?.ExperienceBelow), 'experience-below', { className: 'space-y-10' })
// The similar experiences' cards are the theme's card part (decision 040), loaded with them in the browser (the
// server loads every part with the theme).
const cardPart = () => preloadWornTheme(['ExperienceCard'])
const ExperienceSimilar = deferred(
  () => Promise.all([import('./similar'), cardPart()]).then(([m]) => m?.ExperienceSimilar),
  'experience-similar',
)

/** Both experience routes' `handle`: a toast there lasts 1 s, not 5 (spec §9), so it never sits on the booking panel. */
export const experienceHandle: ToastHandle = { toastMs: 1000, clearOfBooking: true }

export function experienceMeta(data: Pick<ExperiencePageData, 'seo' | 'preview'>): MetaDescriptor[] {
  const { title, description, image, url } = data.seo
  const meta = pageMeta({ title, description, image, url, type: 'product' })
  return data.preview ? [...meta, { name: 'robots', content: 'noindex, nofollow' }] : meta
}

/** An owner's preview of a draft (issue 23): said plainly above the page. */
function PreviewBanner() {
  const { t } = useTranslation()
  return (
    <p role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {t('experience.previewBanner')}
    </p>
  )
}

/** Picking a date only changes ?date=: the panel fetches that date itself, the rest of the page stays. */
export const shouldRevalidateExperience: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, defaultShouldRevalidate }) => {
  // Adding to the cart changes the cart (the root's count), not this page: no need to load it again.
  if (formAction && /\/cart$/.test(formAction)) return false
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutDate = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('date')
    params.sort()
    return params.toString()
  }
  return withoutDate(currentUrl) === withoutDate(nextUrl) ? false : defaultShouldRevalidate
}

export function ExperienceDetail({ e }: { e: ExperiencePageData }) {
  // The brand's choices, on the page for tests and readers of the markup (decision 063).
  const pages = presentationData(useThemePages(), ['gallery', 'facts', 'booking', 'headings'])
  return (
    <article className="pb-28 lg:pb-16" data-experience={e.slug} data-state={e.state} {...pages}>
      {e.seo.jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      {e.preview ? <PreviewBanner /> : null}
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <ExperienceTitle e={e} />
        <Gallery images={e.images} />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-12">
          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
            <ExperienceFacts facts={e.facts} />
          </div>
          {/* top-24 clears the tallest sticky theme header (get-that-boat, about 5rem). */}
          <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain">
            <BookingPanel e={e} />
          </aside>
          <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
            <ExperienceBelow texts={e.texts} location={e.location} state={e.state} reviews={e.reviews} rating={e.rating} />
          </div>
        </div>
        {e.similar ? <ExperienceSimilar similar={e.similar} /> : null}
      </div>
      <ExperienceMobileBar e={e} />
    </article>
  )
}
