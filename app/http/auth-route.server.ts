// Small pieces the account routes share on the server.
import type { SubmissionResult } from '@conform-to/react'
import type { RequestContext } from '../utils/context'
import { getFixedT } from '../i18n/i18n.server'
import { rateLimitedReply } from './rate-limit-reply.server'

/** What an account form's action answers when it does not redirect: conform's result and an optional alert. */
export type AuthActionData = {
  result: SubmissionResult<string[]>
  alert: { key: string; values?: Record<string, string | number> } | null
}

/** "Sign in | Deira Desert Safari" and the screen's intro as its description, in the page's language. */
export async function authMeta(ctx: RequestContext, titleKey: string, descriptionKey: string): Promise<{ title: string; description: string }> {
  const t = await getFixedT(ctx.locale)
  return { title: t('auth.metaTitle', { title: t(titleKey), name: ctx.tenant.name }), description: t(descriptionKey, { name: ctx.tenant.name }) }
}

/** A 429 with `Retry-After` and the wait in minutes; sign-in's message also points to "Forgot password?". */
export function tooManyAttempts(result: AuthActionData['result'], retryAfterSeconds: number, key: 'auth.rateLimited' | 'auth.tooManyRequests' = 'auth.tooManyRequests') {
  return rateLimitedReply<AuthActionData>({ result, alert: { key, values: { minutes: Math.ceil(retryAfterSeconds / 60) } } }, retryAfterSeconds)
}
