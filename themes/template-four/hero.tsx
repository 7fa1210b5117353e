// template-four's home hero: the headline in the largest cut of the type scale over a dimmed night photo (or,
// without one, a neon glow on black), then the search.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { TemplateFourOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<TemplateFourOptions>) {
  const { t } = useTranslation('theme')
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[var(--nj-night)]">
      <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(80%_70%_at_85%_100%,color-mix(in_oklab,var(--color-primary)_35%,transparent),transparent_70%)]">
        {options.heroImage ? (
          <ResponsiveImage src={options.heroImage} alt="" width={1920} height={1080} sizes="100vw" priority className="h-full w-full object-cover" />
        ) : null}
        {/* The photo shows at full strength on the right; the night deepens to the left under the headline. */}
        <div className="absolute inset-0 bg-gradient-to-r from-[var(--nj-night)] via-[var(--nj-night)]/75 to-transparent" />
        <div className="absolute inset-0 bg-gradient-to-t from-surface via-transparent to-[var(--nj-night)]/40" />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 pt-16 sm:px-6 sm:pt-24 lg:px-8 lg:pb-20 lg:pt-36">
        <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.28em] text-primary sm:text-sm">
          <span aria-hidden className="h-0.5 w-10 shrink-0 bg-primary" />
          {t('hero.kicker')}
        </p>
        <h1 id="hero-title" className="mt-6 max-w-5xl font-heading text-[3.25rem] font-extrabold leading-[0.92] tracking-[-0.05em] text-ink text-balance sm:text-7xl lg:text-[7.5rem]">
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink/85 sm:text-xl">{tenant.branding.tagline ?? t('hero.subtitle')}</p>
        <div className="mt-10 max-w-4xl rounded-card shadow-[0_0_0_1px_rgb(255_255_255/0.14),0_30px_60px_-20px_#000] lg:mt-14">{search}</div>
      </div>
    </section>
  )
}
