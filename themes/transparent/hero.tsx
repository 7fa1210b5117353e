// The transparent hero: a full-bleed photograph running under the header (data-tp-hero tells the frame it is there),
// the headline set low and large, the search on a frosted band beneath it. Without a photo, a navy dusk.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { TransparentThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<TransparentThemeOptions>) {
  const { t } = useTranslation('theme')
  return (
    <section data-tp-hero aria-labelledby="hero-title" className="relative isolate flex min-h-[max(40rem,92svh)] flex-col justify-end overflow-hidden bg-[radial-gradient(80%_60%_at_78%_32%,#d49a5c_0%,#4a5f80_42%,#071a30_100%)] pb-10 pt-32 text-white lg:pb-16">
      {options.heroImage ? <ResponsiveImage src={options.heroImage} alt="" width={1920} height={1080} sizes="100vw" priority className="absolute inset-0 -z-20 h-full w-full object-cover" /> : null}
      {/* A scrim at the top keeps the see-through header legible, a deeper one at the foot carries the copy. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(7_26_48/0.72)_0%,rgb(7_26_48/0.1)_26%,rgb(7_26_48/0.3)_50%,rgb(7_26_48/0.94)_100%)]" />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.22em] text-accent empty:hidden sm:text-sm">
          {tenant.branding.tagline ? <><span aria-hidden className="h-0.5 w-8 shrink-0 rounded-full bg-accent" />{tenant.branding.tagline}</> : null}
        </p>
        <h1 id="hero-title" className="mt-4 max-w-4xl text-[2.75rem] font-extrabold leading-[1.02] tracking-tight text-balance sm:text-6xl lg:text-7xl">{t('hero.title')}</h1>
        <p className="mt-5 max-w-xl text-base leading-7 text-white/90 sm:text-lg">{t('hero.subtitle')}</p>
        <div className="mt-8 max-w-4xl rounded-[calc(var(--radius-card)+0.5rem)] bg-white/15 p-2 text-ink ring-1 ring-white/25 backdrop-blur-md">{search}</div>
      </div>
    </section>
  )
}
