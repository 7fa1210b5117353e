// The experience routes' action: a request for a custom offer on an experience without a fixed price. The
// model stores it and queues the email to the supplier in one transaction.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { createCustomOfferRequest } from '../models/offers/custom-offers.server'
import type { CustomOfferActionData } from '../domain/custom-offer-schema'
import { CustomOfferSchema } from '../domain/custom-offer-schema'
import { refusalStatus } from '../http/form-response'
import { todayIn } from '../domain/zoned-time'
import { LOCALE_INFO } from '../domain/locales'
import { readTypedDates } from '../domain/date-field'

export async function customOfferAction({ request, context, params }: ActionFunctionArgs) {
  // A date typed before hydration is read in the page's language (decision 062).
  const formData = readTypedDates(await request.formData(), LOCALE_INFO[context.locale].iso)
  const submission = parseWithZod(formData, { schema: CustomOfferSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), sentTo: null } satisfies CustomOfferActionData, { status: refusalStatus(formData, 400) })
  }
  const { intent: _, ...input } = submission.value
  // A wish for a date already past is a typo, not a request: the visitor picks again.
  if (input.preferredDate && input.preferredDate < todayIn(context.tenant.timeZone)) {
    return data({ result: submission.reply({ fieldErrors: { preferredDate: ['format'] } }), sentTo: null } satisfies CustomOfferActionData, { status: refusalStatus(formData, 400) })
  }
  const created = await createCustomOfferRequest(context, {
    experienceSlug: params.slug ?? '',
    ...input,
    phone: input.phone ?? null,
    preferredDate: input.preferredDate ?? null,
  }, new URL(request.url).origin)
  if (!created.ok) {
    return data({ result: submission.reply({ formErrors: ['generic'] }), sentTo: null } satisfies CustomOfferActionData, { status: refusalStatus(formData, 404) })
  }
  return { result: submission.reply({ resetForm: true }), sentTo: input.email } satisfies CustomOfferActionData
}
