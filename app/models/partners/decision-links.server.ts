// Where the one-click answers in a supplier's email point (issue 22). The key is the session secret every app
// server shares, so a link signed by one server is good on all of them; it expires when the answer is due.
import { signingSecret, verifyWithAnySecret } from '../../utils/session-secret.server'
import { signDecisionLink, verifyDecisionLink, type DecisionKind } from '../../domain/decision-link'
import { hubOriginForLinks } from '../platform/tenant-directory.server'


export function decisionUrl(bookingId: string, decision: DecisionKind, answerDueAt: Date, origin = hubOriginForLinks()): string {
  return `${origin}/decision/${signDecisionLink(signingSecret(), { bookingId, decision, expiresAt: answerDueAt })}`
}

export function readDecisionToken(token: string, now = new Date()) {
  return verifyWithAnySecret((secret) => verifyDecisionLink(secret, token, now), (c) => c.ok || c.reason !== 'invalid')
}
