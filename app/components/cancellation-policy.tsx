// A departure's cancellation terms: the one line that matters, and every tier on request.
import { CircleCheck, CircleAlert } from './icons'
import { useTranslation } from 'react-i18next'
import type { PolicyText } from '~/domain/cancellation'

export function CancellationPolicy({ policy }: { policy: PolicyText }) {
  const { t } = useTranslation()
  const Icon = policy.freeNow ? CircleCheck : CircleAlert
  return (
    <div className="text-sm" data-policy>
      <p className={`flex gap-2 font-medium ${policy.freeNow ? 'text-success' : 'text-ink'}`}>
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{policy.summary}</span>
      </p>
      {policy.details.length > 1 ? (
        <details className="mt-1 pl-6 text-muted">
          <summary className="cursor-pointer underline-offset-2 hover:underline">{t('experience.cancellation')}</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {policy.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
