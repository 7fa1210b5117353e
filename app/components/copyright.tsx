import { useTranslation } from 'react-i18next'
import { useRootData } from '~/hooks/root-data'
import { dateTimeFormat } from '~/domain/format'

/**
 * Spec §1 gives the range as 2020–2025; a range that stops in a past year reads as an abandoned site (issue 25),
 * so it ends in the current year, counted in the tenant's time zone so the server and the browser agree.
 */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation()
  const tenant = useRootData()?.tenant
  return <p className={className}>{t('footer.copyright', { from: 2020, to: currentYear(tenant?.timeZone), name: tenant?.name ?? '' })}</p>
}

export function currentYear(timeZone = 'UTC', now = new Date()): number {
  return Number(dateTimeFormat('en', { timeZone, year: 'numeric' }).format(now))
}
