// The frame of a tenant content page (about, legal, FAQ, blog article): a readable column, the heading, the
// notice over an English copy shown for want of a translation, and the sanitised Markdown body.
import { Languages } from '~/components/icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function FallbackNotice({ language }: { language: string | null }) {
  const { t } = useTranslation()
  if (!language) return null
  return (
    <p role="note" className="mt-4 flex items-start gap-2 rounded-control border border-line bg-surface-alt px-4 py-3 text-sm text-muted">
      <Languages aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      {t('content.fallbackNotice', { language })}
    </p>
  )
}

/** Markdown already rendered and sanitised on the server (app/models/content/markdown.server.ts). */
export function ContentProse({ html, lang, className = '' }: { html: string; lang?: string; className?: string }) {
  return <div lang={lang} className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}

export function ContentColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-10 sm:px-6 sm:py-14`}>{children}</div>
}
