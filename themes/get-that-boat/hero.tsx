// The get-that-boat hero in two cuts: `full` lays the headline over the sea, `split` sets it on a navy
// panel beside the photo. Both end in the search and three reasons to book here.
import { Check, ResponsiveImage } from '../kit'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import type { GetThatBoatThemeOptions } from './options'
import { Sea } from './sea'

export function Hero({ tenant, options, search }: HeroProps<GetThatBoatThemeOptions>) {
  const backdrop = options.heroImage ? (
    <ResponsiveImage src={options.heroImage} alt="" width={1920} height={1080} sizes="100vw" priority className="h-full w-full object-cover" />
  ) : (
    <Sea className="h-full w-full" />
  )

  if (options.heroStyle === 'split') {
    return (
      <section aria-labelledby="hero-title" className="grid bg-primary text-primary-fg lg:min-h-[38rem] lg:grid-cols-[1.15fr_1fr]">
        <div className="relative aspect-[16/10] lg:order-2 lg:aspect-auto">
          <div className="absolute inset-0">{backdrop}</div>
        </div>
        <div className="flex items-center px-4 py-12 sm:px-8 lg:py-16 lg:pl-[max(2rem,calc((100vw-80rem)/2+2rem))] lg:pr-12">
          <Copy search={search} tagline={tenant.branding.tagline} />
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-primary text-primary-fg">
      <div aria-hidden className="absolute inset-0 -z-10">
        {backdrop}
        <div className="absolute inset-0 bg-[rgb(11_37_69/0.72)] lg:bg-transparent lg:bg-gradient-to-r lg:from-[rgb(11_37_69/0.92)] lg:via-[rgb(11_37_69/0.6)] lg:to-[rgb(11_37_69/0.05)]" />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-28 pt-14 sm:px-6 sm:pt-20 lg:px-8 lg:pb-36 lg:pt-28">
        <div className="max-w-2xl">
          <Copy search={search} tagline={tenant.branding.tagline} />
        </div>
      </div>
      <svg aria-hidden viewBox="0 0 1440 80" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-10 w-full text-surface sm:h-16">
        <path d="M0 40 C 240 80, 480 0, 720 40 S 1200 80, 1440 40 V80 H0Z" fill="currentColor" />
      </svg>
    </section>
  )
}

function Copy({ search, tagline }: { search: ReactNode; tagline: string | null }) {
  const { t } = useTranslation('theme')
  const perks = [t('hero.perkCaptain'), t('hero.perkSecure'), t('hero.perkSupport')]
  return (
    <div className="w-full">
      <p className="text-xs font-bold uppercase tracking-[0.3em] text-accent">{t('hero.kicker')}</p>
      <h1 id="hero-title" className="mt-4 font-heading text-4xl font-extrabold uppercase leading-[1.02] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl">
        {t('hero.title')}
      </h1>
      <p className="mt-5 max-w-xl text-base leading-7 text-white/90 sm:text-lg">{tagline ?? t('hero.subtitle')}</p>
      <div className="mt-8 text-ink">{search}</div>
      <ul className="mt-6 flex flex-col gap-x-6 gap-y-2 text-sm font-medium text-white sm:flex-row sm:flex-wrap">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <span aria-hidden className="grid size-5 place-items-center rounded-full bg-accent text-accent-fg">
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {perk}
          </li>
        ))}
      </ul>
    </div>
  )
}
