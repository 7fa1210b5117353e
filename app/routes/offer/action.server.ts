// The buyer's acceptance from the signed link: rate-limited per address, the link verified again, then
// OFFERED → ACCEPTED with its order, and on to the same hosted payment page as any order. A second use opens
// that payment page again while the order is unpaid, and otherwise just shows the offer as it is.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, redirectDocument, type ActionFunctionArgs } from '@remix-run/node'
import { acceptCustomOffer, resumeOfferPayment } from '~/models/offers/accept.server'
import { openOfferLink } from '~/models/offers/links.server'
import { limitOfferLinks } from '~/models/offers/view.server'
import { OfferAcceptSchema } from '~/domain/custom-offer-answer-schema'
import { getCartOwner } from '~/models/accounts/visitor-session.server'
import { ensureCartToken } from '~/utils/cart-cookie.server'
import { rateLimitedReply } from '~/http/rate-limit-reply.server'

type Alert = 'tooManyRequests' | 'expiredLink' | 'invalidLink' | 'unavailable' | 'paymentUnavailable'

export async function offerAcceptAction({ request, context, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: OfferAcceptSchema })
  const reply = (alert: Alert, status: number, minutes = 0) => data({ result: submission.reply(), alert, minutes }, { status })
  const limited = await limitOfferLinks(context)
  if (limited.limited) {
    return rateLimitedReply({ result: submission.reply(), alert: 'tooManyRequests' as Alert, minutes: Math.ceil(limited.retryAfterSeconds / 60) }, limited.retryAfterSeconds)
  }
  const opened = await openOfferLink(context, params.token ?? '', 'buyer')
  if (!opened.ok) return reply(opened.reason === 'expired' ? 'expiredLink' : 'invalidLink', opened.reason === 'expired' ? 410 : 404)
  if (submission.status !== 'success') return data({ result: submission.reply(), alert: null, minutes: 0 }, { status: 400 })
  const origin = new URL(request.url).origin
  // A guest gets the cart cookie here if it has none: it is what lets this browser see the order's outcome.
  const { token, setCookie } = ensureCartToken(request)
  const owner = { guestToken: token, userId: (await getCartOwner(context, request)).userId }
  const result = submission.value.intent === 'accept' ? await acceptCustomOffer(context, opened.offer, origin, owner) : await resumeOfferPayment(context, opened.offer, origin)
  // Every answer after the order may exist carries the new cart cookie: without it this browser could not open the
  // order it just made (a 503 from the payment provider still leaves the order, to be paid from its page).
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  // The hosted payment page is a document of its own (the sandbox's, or the provider's), never a client route.
  if (result.kind === 'pay') return redirectDocument(result.url, { headers })
  if (result.kind === 'unavailable') return reply('unavailable', 409)
  if (result.kind === 'payment_unavailable') return data({ result: submission.reply(), alert: 'paymentUnavailable' as Alert, minutes: 0 }, { status: 503, headers })
  return redirect(new URL(request.url).pathname, { headers })
}
