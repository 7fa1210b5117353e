// The deira hero: full-bleed film, photo or drawn dunes at dusk, the header floating over it
// (the layout looks for data-deira-hero), a centred Playfair headline and the search beneath.
import { Gem, Headset, ShieldCheck, imageUrl, ResponsiveImage } from '../kit'
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { Dunes } from './dunes'
import type { DeiraThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<DeiraThemeOptions>) {
  const { t } = useTranslation('theme')
  const video = options.hero === 'video' && options.heroVideo
  const trust = [
    { icon: Gem, text: t('trust.private') },
    { icon: Headset, text: t('trust.concierge') },
    { icon: ShieldCheck, text: t('trust.secure') },
  ]

  return (
    <section
      data-deira-hero
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[max(44rem,100svh)] flex-col justify-center overflow-hidden bg-[var(--deira-night)] pb-16 pt-40 text-primary-fg lg:pt-44"
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        {options.heroImage ? (
          <ResponsiveImage src={options.heroImage} alt="" width={1920} height={1080} sizes="100vw" priority className="h-full w-full object-cover" />
        ) : (
          <Dunes />
        )}
        {video ? (
          <video
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster={options.heroImage ? imageUrl(options.heroImage, { w: 1280, h: 720, fit: 'cover', f: 'webp' }) : undefined}
            className="absolute inset-0 h-full w-full object-cover motion-reduce:hidden"
          >
            <source src={options.heroVideo} />
          </video>
        ) : null}
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_45%_at_50%_50%,rgb(20_12_6/0.5),rgb(20_12_6/0.12))]" />
        <div className="absolute inset-x-0 bottom-0 h-1/4 bg-gradient-to-t from-[var(--deira-night)] to-transparent" />
      </div>

      <div className="mx-auto w-full max-w-5xl px-5 text-center">
        <p className="flex items-center justify-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] text-accent sm:tracking-[0.28em]">
          <span aria-hidden className="h-px w-6 bg-accent sm:w-14" />
          {t('hero.kicker')}
          <span aria-hidden className="h-px w-6 bg-accent sm:w-14" />
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl font-heading text-[2.6rem] font-medium leading-[1.05] text-balance text-white [text-shadow:0_2px_24px_rgb(0_0_0/0.35)] sm:text-6xl lg:text-7xl"
        >
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-7 text-[#f1e6d2] sm:text-lg">{tenant.branding.tagline ?? t('hero.subtitle')}</p>
        <div className="mx-auto mt-10 max-w-4xl text-left">{search}</div>
        <ul className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-center gap-4 text-sm text-[#f1e6d2] sm:flex-row sm:gap-0 sm:divide-x sm:divide-accent/40">
          {trust.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 sm:px-6">
              <Icon aria-hidden className="size-4 text-accent" strokeWidth={1.5} />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
