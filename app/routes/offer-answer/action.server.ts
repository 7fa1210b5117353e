// The supplier's answer from the signed link: rate-limited per address, the link verified again, the form
// parsed by the shared schema, then one state change (NEW → OFFERED / DECLINED). Every outcome but a form
// error reloads the page, which shows what the request's state now is.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { answerCustomOffer, type SupplierAnswer } from '~/models/offers/answer.server'
import { openOfferLink } from '~/models/offers/links.server'
import { limitOfferLinks } from '~/models/offers/view.server'
import { OfferAnswerSchema, toMinorUnits } from '~/domain/custom-offer-answer-schema'
import { getFixedT } from '~/i18n/i18n.server'
import { rateLimitedReply } from '~/http/rate-limit-reply.server'
import { readTypedDates } from '~/domain/date-field'
import { LOCALE_INFO } from '~/domain/locales'

export async function offerAnswerAction({ request, context, params }: ActionFunctionArgs) {
  // The date field sends an ISO date, or before hydration the text typed in the page's language (decision 062).
  const formData = readTypedDates(await request.formData(), LOCALE_INFO[context.locale].iso)
  const submission = parseWithZod(formData, { schema: OfferAnswerSchema })
  const intent = String(formData.get('intent') ?? '')
  const limited = await limitOfferLinks(context)
  if (limited.limited) {
    return rateLimitedReply({ result: submission.reply(), intent, alert: 'tooManyRequests', minutes: Math.ceil(limited.retryAfterSeconds / 60) }, limited.retryAfterSeconds)
  }
  const opened = await openOfferLink(context, params.token ?? '', 'supplier')
  if (!opened.ok) return data({ result: submission.reply(), intent, alert: opened.reason === 'expired' ? 'expiredLink' : 'invalidLink', minutes: 0 }, { status: opened.reason === 'expired' ? 410 : 404 })
  if (submission.status !== 'success') return data({ result: submission.reply(), intent, alert: null, minutes: 0 }, { status: 400 })
  const value = submission.value
  let answer: SupplierAnswer = { decision: 'decline', note: value.note || null }
  if (value.intent === 'offer') {
    const amount = toMinorUnits(value.price, context.tenant.currency)
    if (amount === null) return data({ result: submission.reply({ fieldErrors: { price: ['format'] } }), intent, alert: null, minutes: 0 }, { status: 400 })
    answer = { decision: 'offer', amount, date: value.date, time: value.time || null, note: value.note || null }
  }
  const result = await answerCustomOffer(context, opened.offer, answer, new URL(request.url).origin)
  if (!result.ok && result.reason === 'date_past') {
    return data({ result: submission.reply({ fieldErrors: { date: [(await getFixedT(context.locale))('offerPage.datePast')] } }), intent, alert: null, minutes: 0 }, { status: 400 })
  }
  return redirect(new URL(request.url).pathname)
}
