// The long texts: overview, highlights, what is and is not included, itinerary, know before you go, what to bring.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { useThemePages } from '~/hooks/theme'
import { SECTION_HEADING } from './presentation'

type Texts = ExperiencePageData['texts']

export function ExperienceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { headings } = useThemePages()
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-title`} className={SECTION_HEADING[headings]}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

// Markers are CSS glyphs rather than an SVG icon per item: long lists would otherwise repeat the same
// path data dozens of times in every page's HTML.
const MARKER = {
  // A tick drawn with two borders: every font has it, none renders it differently.
  check: 'before:left-1.5 before:top-1 before:h-3 before:w-1.5 before:rotate-45 before:border-b-2 before:border-r-2 before:border-success',
  x: "before:left-0.5 before:top-0 before:font-bold before:text-danger before:content-['×']",
  dot: "before:left-1 before:top-0 before:font-bold before:text-muted before:content-['•']",
} as const

function Bullets({ items, icon = 'dot' }: { items: string[]; icon?: keyof typeof MARKER }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className={`relative pl-7 before:absolute ${MARKER[icon]}`}>
          {item}
        </li>
      ))}
    </ul>
  )
}

export function ExperienceIntro({ texts }: { texts: Texts }) {
  const { t } = useTranslation()
  return (
    <>
      <ExperienceSection id="overview" title={t('experience.overview')}>
        <p className="text-lg leading-relaxed text-ink">{texts.overview}</p>
      </ExperienceSection>
      {texts.highlights.length ? (
        <ExperienceSection id="highlights" title={t('experience.highlights')}>
          <Bullets items={texts.highlights} icon="check" />
        </ExperienceSection>
      ) : null}
    </>
  )
}

export function ExperienceDetails({ texts }: { texts: Texts }) {
  const { t } = useTranslation()
  return (
    <>
      {texts.includes.length || texts.excludes.length ? (
        <div className="grid gap-8 sm:grid-cols-2">
          {texts.includes.length ? (
            <ExperienceSection id="includes" title={t('experience.includes')}>
              <Bullets items={texts.includes} icon="check" />
            </ExperienceSection>
          ) : null}
          {texts.excludes.length ? (
            <ExperienceSection id="excludes" title={t('experience.excludes')}>
              <Bullets items={texts.excludes} icon="x" />
            </ExperienceSection>
          ) : null}
        </div>
      ) : null}
      {texts.itinerary.length ? (
        <ExperienceSection id="itinerary" title={t('experience.itinerary')}>
          <ol className="relative space-y-5 border-l-2 border-line pl-6">
            {texts.itinerary.map((step, i) => (
              <li key={`${i}-${step.title}`} className="relative">
                <span
                  aria-hidden
                  className="absolute -left-[2.1rem] top-0 grid size-7 place-items-center rounded-full bg-primary text-xs font-bold text-primary-fg"
                >
                  {i + 1}
                </span>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </ExperienceSection>
      ) : null}
      {texts.knowBeforeYouGo.length ? (
        <ExperienceSection id="know-before-you-go" title={t('experience.knowBeforeYouGo')}>
          <Bullets items={texts.knowBeforeYouGo} />
        </ExperienceSection>
      ) : null}
      {texts.whatToBring.length ? (
        <ExperienceSection id="what-to-bring" title={t('experience.whatToBring')}>
          <Bullets items={texts.whatToBring} />
        </ExperienceSection>
      ) : null}
    </>
  )
}
