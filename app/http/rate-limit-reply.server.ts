// The answer of a form whose rate limit is reached (app/models/platform/rate-limit.server.ts): HTTP 429 with Retry-After.
import { data } from '@remix-run/node'

/** The route's `headers` export must hand `Retry-After` on (keepRetryAfter), or Remix drops it. */
export function rateLimitedReply<T>(body: T, retryAfterSeconds: number) {
  return data(body, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })
}
