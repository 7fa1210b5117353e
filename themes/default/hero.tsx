// The default home hero: a bold teal band (or the tenant's photo) with the search card riding its lower
// edge, then the reasons to trust the site with a card number.
import { BadgeCheck, Headset, ShieldCheck, Zap, ResponsiveImage } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import type { DefaultThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<DefaultThemeOptions>) {
  const { t } = useTranslation('theme')
  const trust = [
    { icon: ShieldCheck, text: t('trust.secure') },
    { icon: Zap, text: t('trust.instant') },
    { icon: BadgeCheck, text: t('trust.cancellation') },
    { icon: Headset, text: t('trust.support') },
  ]

  return (
    <section aria-labelledby="hero-title" className="relative">
      <div className="relative isolate overflow-hidden bg-primary text-primary-fg">
        {options.heroImage ? (
          <>
            <ResponsiveImage src={options.heroImage} alt="" width={1920} height={900} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
            <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/45 to-black/15" />
          </>
        ) : (
          <Backdrop />
        )}
        <div className="mx-auto max-w-7xl px-4 pb-28 pt-12 sm:px-6 sm:pb-32 sm:pt-16 lg:px-8 lg:pb-40 lg:pt-24">
          <p className="inline-flex items-center rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-white ring-1 ring-white/25 backdrop-blur">
            {t('hero.kicker')}
          </p>
          <h1 id="hero-title" className="mt-5 max-w-3xl font-heading text-4xl font-extrabold leading-[1.05] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-7 text-white/90 sm:text-lg">{tenant.branding.tagline ?? t('hero.subtitle')}</p>
        </div>
      </div>

      <div className="relative z-10 mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:-mt-24 lg:px-8">
        <div className="max-w-4xl">{search}</div>
      </div>

      <ul className="mx-auto mt-8 grid max-w-7xl grid-cols-1 gap-x-8 gap-y-3 px-4 text-sm text-ink sm:grid-cols-2 sm:px-6 lg:mt-10 lg:grid-cols-4 lg:px-8">
        {trust.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-[1.125rem]" />
            </span>
            <span className="font-medium leading-snug">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Drawn, not downloaded: a teal field with a coral sun and contour lines, for tenants without a photo. */
function Backdrop() {
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <div
        className="absolute inset-0"
        style={{
          background:
            'radial-gradient(120% 90% at 85% 10%, rgb(255 255 255 / 0.18), transparent 55%), linear-gradient(135deg, color-mix(in oklab, var(--color-primary) 70%, black) 0%, var(--color-primary) 45%, color-mix(in oklab, var(--color-primary) 80%, white) 100%)',
        }}
      />
      <div
        className="absolute -right-28 top-12 size-[24rem] rounded-full sm:-right-10 lg:right-[8%] lg:top-14 lg:size-[28rem]"
        style={{
          background:
            'radial-gradient(circle at 35% 30%, color-mix(in oklab, var(--color-accent) 55%, white) 0%, var(--color-accent) 55%, color-mix(in oklab, var(--color-accent) 80%, black) 100%)',
          boxShadow: '0 0 120px 40px color-mix(in oklab, var(--color-accent) 35%, transparent)',
        }}
      />
      <svg className="absolute inset-0 h-full w-full text-white/15" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 600" fill="none">
        {Array.from({ length: 9 }, (_, i) => (
          <path
            key={i}
            d={`M-40 ${420 + i * 26} C 260 ${330 + i * 22}, 520 ${520 + i * 18}, 820 ${400 + i * 22} S 1280 ${300 + i * 24}, 1500 ${380 + i * 22}`}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        ))}
      </svg>
      <div
        className="absolute inset-0"
        style={{ background: 'linear-gradient(90deg, color-mix(in oklab, var(--color-primary) 45%, black 55%) 0%, transparent 75%)' }}
      />
    </div>
  )
}
