// The five hero: headline and search beside a photo in a big rounded frame (or a drawn bay), then why families book here.
import { HeartHandshake, PhoneCall, ShieldCheck, ResponsiveImage } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import type { FiveThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<FiveThemeOptions>) {
  const { t } = useTranslation('theme')
  const reasons = [[HeartHandshake, t('why.guides')], [ShieldCheck, t('why.safe')], [PhoneCall, t('why.easy')]] as const
  return (
    <section aria-labelledby="hero-title">
      <div className="bg-[var(--five-sun)]">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-14 pt-10 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-20 lg:pt-16">
          <div>
            <h1 id="hero-title" className="font-heading text-4xl font-black leading-[1.05] tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {/* The tenant's own tagline, in the visitor's language; the layout's stock line only where it has none. */}
              {tenant.branding.tagline ?? t('hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8">{t('hero.subtitle')}</p>
            <div className="mt-8">{search}</div>
          </div>
          <div className="mx-2 aspect-[4/3] rotate-2 overflow-hidden rounded-[2.5rem] bg-surface-alt shadow-[12px_12px_0_var(--five-sky)] ring-8 ring-surface sm:mx-10 lg:mx-0">
            {options.heroImage ? (
              <ResponsiveImage src={options.heroImage} alt="" width={960} height={720} sizes="(min-width: 1024px) 40vw, 100vw" priority className="h-full w-full object-cover" />
            ) : (
              <SunnyBay />
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 className="text-center font-heading text-2xl font-black sm:text-3xl">{t('why.title')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {reasons.map(([Icon, text]) => (
            <li key={text} className="flex items-center gap-4 rounded-card bg-surface-alt p-4 font-bold first:[&>span]:bg-[#ffd9e4] even:[&>span]:bg-[var(--five-sky)]">
              <span aria-hidden className="grid size-14 shrink-0 place-items-center rounded-full bg-accent">
                <Icon className="size-7" strokeWidth={2.25} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Drawn, not downloaded: a sun and two clouds over green hills and a turquoise bay with a sailing boat. */
function SunnyBay() {
  return (
    <svg aria-hidden viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" className="h-full w-full bg-[#bfe6fd]">
      <circle cx="310" cy="86" r="46" fill="#ffc933" stroke="#ffe08a" strokeWidth="24" />
      <path d="M60 96 h84 a13 13 0 0 0 0 -26 h-20 a18 18 0 0 0 -34 0 h-30 a13 13 0 0 0 0 26Z M160 62 h70 a12 12 0 0 0 0 -24 h-14 a16 16 0 0 0 -30 0 h-26 a12 12 0 0 0 0 24Z" fill="#fff" />
      <path d="M0 190 Q 90 120 190 180 T 400 160 V300 H0Z" fill="#5cc48a" />
      <path d="M0 226 C 120 206, 260 236, 400 214 V300 H0Z" fill="#2fb3d9" />
      <path d="M0 252 C 110 238, 280 262, 400 246 V300 H0Z" fill="#0b67b0" />
      <path d="M150 222 h60 l-10 12 h-40Z M178 222 v-34 l22 30Z" fill="#fff" />
    </svg>
  )
}
