// Preview links of a draft on each tenant that sells its supplier, and their check on the shop side.
import { env } from '../../../utils/env.server'
import { resolveSessionSecret } from '../../../utils/session-secret.server'
import { signPreviewToken, verifyPreviewToken } from '../../../domain/preview-link'

let secret: string | null = null
const key = () => (secret ??= resolveSessionSecret({ secret: env.SESSION_SECRET, file: env.SESSION_SECRET_FILE }))

/** A day is long enough to look, share with a colleague and come back; a link never outlives it. */
const PREVIEW_HOURS = 24

export function previewToken(experienceId: string, now = new Date()): string {
  return signPreviewToken(key(), experienceId, new Date(now.getTime() + PREVIEW_HOURS * 3_600_000))
}

export function previewedExperience(token: string | null | undefined): string | null {
  return verifyPreviewToken(key(), token)
}
