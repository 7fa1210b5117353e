// The template-two hero, a cover story: kicker, a large Fraunces headline and a standfirst beside the cover photo
// with its caption, the search under the copy. Without a photo, a dawn over layered hills, drawn in CSS.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { TemplateTwoThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<TemplateTwoThemeOptions>) {
  const { t } = useTranslation('theme')
  return (
    <section aria-labelledby="hero-title" className="border-b border-ink">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:gap-14 lg:px-8 lg:py-14">
        <div className="flex flex-col justify-center">
          <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.24em] text-primary">
            {t('hero.kicker')}
            <span aria-hidden className="h-px flex-1 bg-ink/30" />
          </p>
          <h1 id="hero-title" className="mt-5 font-heading text-5xl font-medium leading-[0.98] tracking-tight text-ink text-balance sm:text-6xl lg:text-[5rem]">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl border-l-2 border-primary pl-4 text-lg leading-8 text-muted">{t('hero.subtitle')}</p>
          <div className="mt-8">{search}</div>
        </div>
        <figure className="flex flex-col">
          <div className="relative aspect-[4/3] overflow-hidden bg-[linear-gradient(180deg,#f6d9a8_0%,#eaa36b_48%,#8a2d1b_100%)] lg:aspect-auto lg:min-h-[34rem] lg:flex-1">
            {options.heroImage ? (
              <ResponsiveImage src={options.heroImage} alt="" width={960} height={1200} sizes="(min-width: 1024px) 45vw, 100vw" priority className="absolute inset-0 h-full w-full object-cover" />
            ) : (
              <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_70%_42%,#fff4dc_0_3.5rem,transparent_3.6rem),radial-gradient(140%_60%_at_20%_100%,#3f1d12_0_45%,transparent_46%),radial-gradient(120%_55%_at_90%_100%,#5e2616_0_50%,transparent_51%)]" />
            )}
            <p className="absolute left-0 top-0 bg-surface px-3 py-2 font-heading text-sm font-semibold text-ink">{tenant.name}</p>
          </div>
          <figcaption className="mt-3 border-t border-ink pt-2 text-xs uppercase tracking-[0.16em] text-muted">{t('hero.caption')}</figcaption>
        </figure>
      </div>
    </section>
  )
}
