// The six hero: full width and calm, a photograph (or a drawn night road) under one line of wide capitals,
// and the search beneath it.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { SixThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<SixThemeOptions>) {
  const { t } = useTranslation('theme')
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-[var(--six-night)]">
      {options.heroImage ? (
        <>
          <ResponsiveImage src={options.heroImage} alt="" width={1920} height={1080} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" />
          {/* A night veil, deepest under the line and the search, so the gold type keeps its contrast on any photo. */}
          <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_50%_45%,rgb(12_10_8/0.6),rgb(12_10_8/0.15))]" />
        </>
      ) : (
        <svg aria-hidden viewBox="0 0 1440 720" preserveAspectRatio="xMidYMax slice" className="absolute inset-0 -z-10 h-full w-full">
          <radialGradient id="six-glow" cx="0.5" cy="0.86" r="0.6">
            <stop offset="0" stopColor="#c8a96a" stopOpacity="0.3" />
            <stop offset="1" stopColor="#c8a96a" stopOpacity="0" />
          </radialGradient>
          <rect width="1440" height="720" fill="url(#six-glow)" />
          <path d="M0 620 H1440 M714 620 L420 720 M726 620 L1020 720" stroke="#c8a96a" strokeOpacity="0.45" fill="none" />
        </svg>
      )}
      <div className="mx-auto flex min-h-[32rem] max-w-5xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6 lg:min-h-[40rem]">
        <h1 id="hero-title" className="font-heading text-2xl leading-snug text-accent text-balance sm:text-4xl font-light! tracking-[0.3em]! lg:tracking-[0.2em]!">
          {t('hero.title')}
        </h1>
        {tenant.branding.tagline ? <p className="mt-6 max-w-2xl text-base leading-7 text-[#efe6d6] sm:text-lg">{tenant.branding.tagline}</p> : null}
        <div className="mt-12 w-full max-w-3xl text-left">{search}</div>
      </div>
    </section>
  )
}
