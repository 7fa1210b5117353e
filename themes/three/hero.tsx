// The three hero: a tall sunrise (the tenant's photo, or balloons drawn over the valleys at dawn) in a
// rounded frame, the tagline set large in Lora at its foot and the search beneath it.
import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../contract'
import { ResponsiveImage } from '../kit'
import type { ThreeThemeOptions } from './options'

export function Hero({ tenant, options, search }: HeroProps<ThreeThemeOptions>) {
  const { t } = useTranslation('theme')
  return (
    <section aria-labelledby="hero-title" className="px-2 pt-2 sm:px-4 sm:pt-4">
      <div className="relative isolate mx-auto flex min-h-[max(38rem,86svh)] max-w-[90rem] flex-col justify-end overflow-hidden rounded-card bg-primary lg:rounded-[2.5rem]">
        <div aria-hidden className="absolute inset-0 -z-10">
          {options.heroImage ? (
            <ResponsiveImage src={options.heroImage} alt="" width={1600} height={1200} sizes="100vw" priority className="h-full w-full object-cover" />
          ) : (
            <Sunrise />
          )}
          <div className="absolute inset-0 bg-gradient-to-t from-[rgb(46_18_41/0.9)] via-[rgb(46_18_41/0.4)] via-55% to-transparent lg:bg-gradient-to-r lg:from-[rgb(46_18_41/0.82)] lg:via-[rgb(46_18_41/0.3)]" />
        </div>
        <div className="mx-auto w-full max-w-7xl px-5 pb-6 pt-48 sm:px-8 sm:pb-10 lg:px-12 lg:pb-14">
          <h1 id="hero-title" className="max-w-5xl font-heading text-[2.6rem] font-medium leading-[1.02] tracking-tight text-white text-balance sm:text-6xl lg:text-[5.25rem]">{tenant.branding.tagline ?? tenant.name}</h1>
          <p className="mt-5 max-w-2xl text-base leading-7 text-[#fbe7dc] sm:text-lg">{t('hero.subtitle')}</p>
          <div className="mt-8 max-w-4xl [&_form]:rounded-[1.5rem] [&_form]:p-2.5">{search}</div>
        </div>
      </div>
    </section>
  )
}

// x, y, scale, envelope and stripe of each balloon, the nearest first.
const BALLOONS: [number, number, number, string, string][] = [
  [1180, 230, 5.6, '#f5a266', '#b23a5c'], [960, 250, 2.6, '#ffd6a0', '#e2646c'], [1350, 480, 1.8, '#e2646c', '#ffd6a0'],
  [640, 280, 3, '#f08a5d', '#fde2c4'], [380, 400, 1.6, '#b23a5c', '#f5a266'], [170, 300, 1.2, '#ffd6a0', '#4a1d40'],
]

/** Fairy chimneys along a baseline, each a tapering cone under a cap. */
function Chimneys({ base, step, offset, fill }: { base: number; step: number; offset: number; fill: string }) {
  return Array.from({ length: 11 }, (_, i) => {
    const [x, h] = [i * step + offset, 70 + ((i * 67) % 100)]
    return (
      <g key={i} fill={fill}>
        <path d={`M${x - 56} ${base} Q${x - 20} ${base - h * 0.45} ${x - 13} ${base - h} H${x + 13} Q${x + 20} ${base - h * 0.45} ${x + 56} ${base}Z`} />
        <ellipse cx={x} cy={base - h} rx="24" ry="10" />
      </g>
    )
  })
}

/** Balloons rising over fairy chimneys at dawn, drawn rather than downloaded: a sky of plum, rose and apricot. */
function Sunrise() {
  return (
    <svg className="h-full w-full bg-[linear-gradient(#57214d,#a8466a_36%,#ea8a72_64%,#f9b878_84%,#ffe0aa)]" viewBox="0 0 1440 1000" preserveAspectRatio="xMaxYMax slice">
      {[[420, 0.18], [250, 0.28], [64, 1]].map(([r, opacity]) => (
        <circle key={r} cx="1060" cy="790" r={r} fill="#fff0c8" opacity={opacity} />
      ))}
      <Chimneys base={900} step={150} offset={20} fill="#a65270" />
      {/* Phones see the whole height but less width; the balloons rise clear of the headline there. */}
      <g className="max-lg:-translate-y-[170px]">
        {BALLOONS.map(([x, y, s, envelope, stripe]) => (
          <g key={x} transform={`translate(${x} ${y}) scale(${s})`}>
            <Balloon envelope={envelope} stripe={stripe} />
          </g>
        ))}
      </g>
      <Chimneys base={1000} step={170} offset={-60} fill="#4a1d40" />
    </svg>
  )
}

/** One balloon in a 24 × 30 box: the envelope, its stripe and the basket. */
function Balloon({ envelope, stripe }: { envelope: string; stripe: string }) {
  return (
    <>
      <path d="M12 1C5.9 1 1 5.6 1 11.4c0 4.6 3.6 8.2 7 10.6h8c3.4-2.4 7-6 7-10.6C23 5.6 18.1 1 12 1Z" fill={envelope} />
      <path d="M12 1c-3 2.6-4.4 6.1-4.4 10.4 0 4.1 1.2 7.6 2.4 10.6h4c1.2-3 2.4-6.5 2.4-10.6C16.4 7.1 15 3.6 12 1Z" fill={stripe} />
      <path d="M8.6 22.6 9.6 25M15.4 22.6 14.4 25" stroke="#3a1432" strokeWidth="0.4" />
      <rect x="9.2" y="25" width="5.6" height="3.6" rx="0.8" fill="#3a1432" />
    </>
  )
}
