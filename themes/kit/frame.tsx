// The page frame every theme shares: a skip link to <main id="main">, then whatever the slots render.
import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from './cx'

type Props = { className?: string; skipLinkClassName?: string; style?: CSSProperties; children: ReactNode }

export function PageFrame({ className, skipLinkClassName = 'rounded-control bg-primary px-4 font-semibold text-primary-fg', style, children }: Props) {
  const { t } = useTranslation()
  return (
    <div style={style} className={cx('flex min-h-dvh flex-col bg-surface font-body text-ink antialiased', className)}>
      <a href="#main" className={cx('fixed left-4 top-4 z-50 -translate-y-[200%] py-3 shadow-lg transition-transform focus:translate-y-0', skipLinkClassName)}>
        {t('a11y.skipToContent')}
      </a>
      {children}
    </div>
  )
}
