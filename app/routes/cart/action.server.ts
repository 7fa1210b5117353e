// The one cart action: parses the typed `intent` with its zod schema, calls the cart model and answers a
// fetcher with data, or a plain POST (no script yet) with a redirect back to the cart.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { addCartItem, removeCartItem, updateCartItem } from '~/models/cart/cart.server'
import { acceptCartTotal } from '~/models/cart/check.server'
import type { CartItemError, PromoError } from '~/domain/cart-errors'
import { applyPromoCode, removePromoCode } from '~/models/cart/promo.server'
import { resolveCartOwner } from '~/models/accounts/visitor-session.server'
import { AddToCartSchema, ApplyPromoSchema, ConfirmTotalSchema, RemoveCartItemSchema, RemovePromoSchema, UpdateCartItemFormSchema } from '~/domain/cart-schemas'
import { CART_INTENTS, type CartActionData } from '~/domain/cart-types'
import type { RequestContext } from '~/utils/context'
import { cartErrorText } from '~/pages/cart-error-text.server'
import { refusalStatus } from '~/http/form-response'
import { localizePath } from '~/domain/locales'

export async function cartAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const raw = formData.get('intent')
  const intent = CART_INTENTS.find((i) => i === raw) ?? null
  const viaScript = formData.get('respond') === 'data'
  // Only adding makes a cart (and its cookie); the other intents work on the cart the cookie names.
  const { owner, setCookie } = await resolveCartOwner(context, request, { startGuestCart: intent === 'add' })
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  const answer = async (payload: CartActionData, ok: boolean, next = '/cart') => {
    if (!viaScript && ok) throw redirect(localizePath(next, context.locale), { headers })
    return data(payload, { headers, status: ok ? 200 : refusalStatus(formData, 400) })
  }

  switch (intent) {
    case 'add': {
      const submission = parseWithZod(formData, { schema: AddToCartSchema })
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, false)
      const { payment, pickupPointId, intent: _, ...input } = submission.value
      const added = await addCartItem(context, owner, { ...input, pickupPointId: pickupPointId ?? null, payLater: payment === 'later' })
      if (!added.ok) return answer({ intent, result: await modelError(context, submission.reply, added.error) }, false)
      return answer({ intent, result: submission.reply({ resetForm: false }), added: { itemId: added.value.itemId } }, true)
    }
    case 'update': {
      const submission = parseWithZod(formData, { schema: UpdateCartItemFormSchema })
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, false)
      const { payment, pickupPointId, intent: _, ...input } = submission.value
      const updated = await updateCartItem(context, owner, { ...input, pickupPointId: pickupPointId ?? null, payLater: payment === 'later' })
      if (!updated.ok) return answer({ intent, result: await modelError(context, submission.reply, updated.error) }, false)
      return answer({ intent, result: submission.reply() }, true)
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveCartItemSchema })
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, false)
      const removed = await removeCartItem(context, owner, submission.value.itemId)
      if (!removed.ok) return answer({ intent, result: await modelError(context, submission.reply, removed.error) }, false)
      return answer({ intent, result: submission.reply() }, true)
    }
    case 'apply-promo': {
      const submission = parseWithZod(formData, { schema: ApplyPromoSchema })
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, false)
      const applied = await applyPromoCode(context, owner, submission.value.code)
      if (!applied.ok) {
        const message = await cartErrorText(context, applied.error)
        return answer({ intent, result: submission.reply({ fieldErrors: { code: [message] } }) }, false)
      }
      return answer({ intent, result: submission.reply() }, true)
    }
    case 'remove-promo': {
      const submission = parseWithZod(formData, { schema: RemovePromoSchema })
      if (submission.status === 'success') await removePromoCode(context, owner)
      return answer({ intent, result: submission.reply() }, submission.status === 'success')
    }
    case 'confirm-total': {
      const submission = parseWithZod(formData, { schema: ConfirmTotalSchema })
      if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, false)
      // The total moved again since the visitor read it: nothing is accepted, the new one is shown instead.
      if (!(await acceptCartTotal(context, owner, submission.value.total))) {
        return data({ intent, result: submission.reply({ formErrors: ['changed'] }) } satisfies CartActionData, { status: refusalStatus(formData, 409) })
      }
      throw redirect(localizePath('/checkout', context.locale))
    }
    default:
      return data({ intent: null, result: { status: 'error', error: { '': ['format'] } } } satisfies CartActionData, { status: refusalStatus(formData, 400) })
  }
}

type Reply = (options?: { formErrors?: string[] }) => SubmissionResult<string[]>

async function modelError(ctx: RequestContext, reply: Reply, error: CartItemError | PromoError) {
  return reply({ formErrors: [await cartErrorText(ctx, error)] })
}
