import { useTranslation } from 'react-i18next'
import type { HeroProps } from '../../contract'

/** The fallback hero for themes that do not bring their own. */
export function Hero({ tenant, search }: HeroProps<unknown>) {
  const { t } = useTranslation()
  return (
    <section className="bg-primary px-4 py-16 text-primary-fg sm:py-24">
      <div className="mx-auto max-w-5xl text-center">
        <h1 className="font-heading text-3xl font-bold sm:text-5xl">{tenant.branding.tagline ?? tenant.name}</h1>
        <p className="mt-3 opacity-90">{t('home.popularSubtitle')}</p>
        <div className="mx-auto mt-8 max-w-3xl text-left">{search}</div>
      </div>
    </section>
  )
}
