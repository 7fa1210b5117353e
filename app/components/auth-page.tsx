// The frame of every account screen: a centred card with the heading, an optional intro, the form and the
// links under it. Form-level messages (wrong password, expired link) sit in an alert above the form.
import { CircleAlert, CircleCheck } from '~/components/icons'
import type { ReactNode } from 'react'
import { Trans } from '~/components/trans'
import { LocaleLink } from './locale-link'

export function AuthPage({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" aria-labelledby="auth-heading">
      <div className="rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 id="auth-heading" className="font-heading text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-muted">{footer}</div> : null}
    </section>
  )
}

const LINK = 'font-semibold text-primary underline underline-offset-2 hover:no-underline'

/** A translated message whose `<forgot>`, `<signin>` and `<contact>` tags become links to those pages. */
export function AuthAlert({ i18nKey, values, tone = 'error', id }: { i18nKey: string; values?: Record<string, unknown>; tone?: 'error' | 'success'; id?: string }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  const colours = tone === 'error' ? 'border-danger/40 bg-danger/5 text-danger' : 'border-success/40 bg-success/5 text-success'
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`mb-5 flex gap-2 rounded-control border px-3 py-2.5 text-sm ${colours}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans
          i18nKey={i18nKey}
          values={values}
          components={{
            forgot: <LocaleLink to="/auth/forgot-password" className={LINK} />,
            signin: <LocaleLink to="/auth/login" className={LINK} />,
            contact: <LocaleLink to="/contact-us" className={LINK} />,
          }}
        />
      </p>
    </div>
  )
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocaleLink to={to} className={LINK}>
      {children}
    </LocaleLink>
  )
}
