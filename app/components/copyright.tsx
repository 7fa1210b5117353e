import { useTranslation } from 'react-i18next'
import { useRootData } from '~/hooks/root-data'

/** Spec §1: the copyright range is 2020–2025. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation()
  const name = useRootData()?.tenant.name ?? ''
  return <p className={className}>{t('footer.copyright', { from: 2020, to: 2025, name })}</p>
}
