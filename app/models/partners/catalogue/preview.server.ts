// Preview links of a draft on each tenant that sells its supplier, and their check on the shop side.
import { signingSecret, verifyWithAnySecret } from '../../../utils/session-secret.server'
import { signPreviewToken, verifyPreviewToken } from '../../../domain/preview-link'


/** A day is long enough to look, share with a colleague and come back; a link never outlives it. */
const PREVIEW_HOURS = 24

export function previewToken(experienceId: string, now = new Date()): string {
  return signPreviewToken(signingSecret(), experienceId, new Date(now.getTime() + PREVIEW_HOURS * 3_600_000))
}

export function previewedExperience(token: string | null | undefined): string | null {
  return verifyWithAnySecret((secret) => verifyPreviewToken(secret, token), (id) => id !== null)
}
