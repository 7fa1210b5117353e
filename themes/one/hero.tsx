// The `one` home hero: a white booking panel (headline, three trust points, the way to the catalogue) over the
// tenant's photo (or a tram-red field), then the search on a tram-red band.
import { ArrowRight, Check, LocaleLink, ResponsiveImage, useNav } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import type { OneOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<OneOptions>) {
  const { t } = useTranslation('theme')
  const browse = useNav().browse
  return (
    <section aria-labelledby="hero-title" className="relative isolate">
      <div className="relative aspect-[16/10] overflow-hidden bg-primary sm:aspect-[21/9] lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto">
        {options.heroImage ? (
          <ResponsiveImage src={options.heroImage} alt="" width={1920} height={900} sizes="100vw" priority className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 lg:py-20">
        <div className="relative -mt-10 rounded-card border-t-[6px] border-primary bg-surface p-6 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.45)] sm:p-8 lg:mt-0 lg:max-w-lg lg:p-10">
          <p className="text-sm font-semibold text-primary">{tenant.branding.tagline}</p>
          <h1 id="hero-title" className="mt-3 font-heading text-4xl font-semibold leading-[1.05] tracking-tight text-ink text-balance sm:text-5xl">
            {t('hero.title')}
          </h1>
          <ul className="mt-6 space-y-3">
            {(['hero.guides', 'hero.groups', 'hero.cancel'] as const).map((key) => (
              <li key={key} className="flex items-start gap-3 text-ink">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 rounded-full bg-primary p-1 text-primary-fg" strokeWidth={3} /> {t(key)}
              </li>
            ))}
          </ul>
          <LocaleLink to={browse.to} className="mt-8 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-7 font-semibold text-primary-fg transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:w-auto">
            {t('hero.cta')} <ArrowRight aria-hidden className="size-5" />
          </LocaleLink>
        </div>
      </div>
      <div className="mt-10 bg-primary py-6 lg:mt-0 lg:py-8">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">{search}</div>
      </div>
    </section>
  )
}
