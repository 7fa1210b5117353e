// The four hero, split: the tagline, the search and three facts on the left, the tenant's photo (or the Alps
// drawn in graphite and green) on the right; stacked below 1280 px, the photo after the search.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { FourThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<FourThemeOptions>) {
  const { t } = useTranslation('theme')
  const facts = [t('fact.guides'), t('fact.groups'), t('fact.flexible')]
  return (
    <section aria-labelledby="hero-title" className="border-b border-line">
      {/* The copy keeps to the page's 80rem column; the picture runs to the window's right edge. */}
      <div className="grid xl:grid-cols-[1.4fr_1fr]">
        <div className="px-4 py-10 sm:px-6 sm:py-14 lg:px-8 xl:py-20 xl:pl-[max(2rem,calc(50vw-38rem))] xl:pr-10">
          <p className="flex items-center gap-3 text-sm font-medium uppercase tracking-[0.18em] text-accent">
            <span aria-hidden className="h-px w-8 bg-accent" />
            {t('hero.kicker')}
          </p>
          <h1 id="hero-title" className="mt-5 text-[2.5rem] font-bold leading-[1.02] tracking-[-0.035em] text-ink text-balance sm:text-6xl xl:text-[4rem]">
            {tenant.branding.tagline ?? tenant.name}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-7 text-muted">{t('hero.subtitle')}</p>
          <div className="mt-8 [&_form]:rounded-none [&_form]:shadow-none [&_form]:ring-1 [&_form]:ring-ink">{search}</div>
          <ol className="mt-8 grid grid-cols-1 border-t border-line text-sm sm:grid-cols-3">
            {facts.map((fact, i) => (
              <li key={fact} className="flex gap-3 border-b border-line py-3 sm:border-b-0 sm:pr-4">
                <span aria-hidden className="tabular-nums text-muted">0{i + 1}</span>
                <span className="font-medium text-ink">{fact}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="relative aspect-[2/1] bg-primary xl:aspect-auto">
          {options.heroImage ? (
            <ResponsiveImage src={options.heroImage} alt="" width={1200} height={1200} sizes="(min-width: 1024px) 50vw, 100vw" priority className="absolute inset-0 h-full w-full object-cover" />
          ) : (
            <Alps />
          )}
        </div>
      </div>
    </section>
  )
}

/** Peaks as flat planes of graphite and green under a pale sky, with a thin grid over them like a map. */
function Alps() {
  return (
    <svg aria-hidden className="absolute inset-0 h-full w-full" viewBox="0 0 800 800" preserveAspectRatio="xMidYMax slice">
      <rect width="800" height="800" fill="#e3ebe6" />
      <circle cx="590" cy="230" r="70" fill="#f6f8f6" />
      <path d="M-20 620 L150 360 L250 470 L380 250 L520 450 L610 330 L820 600 V800 H-20Z" fill="#9fb7aa" />
      <path d="M380 250 L330 330 L360 320 L392 350 L420 310 Z M150 360 L118 410 L150 400 L170 420 Z" fill="#ffffff" />
      <path d="M-20 700 L120 520 L230 620 L420 400 L560 560 L680 470 L820 640 V800 H-20Z" fill="#1d6b4b" />
      <path d="M420 400 L360 470 L395 462 L430 490 L470 455 Z" fill="#e9f0ec" />
      <path d="M-20 800 V740 L200 640 L400 720 L620 620 L820 730 V800Z" fill="#1f2428" />
      <g stroke="#1f2428" strokeOpacity="0.12">
        {[100, 200, 300, 400, 500, 600, 700].map((v) => (
          <path key={v} d={`M${v} 0 V800 M0 ${v} H800`} />
        ))}
      </g>
    </svg>
  )
}
