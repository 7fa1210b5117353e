// What the checkout action answers when it does not redirect; shared by the action and the page.
import type { SubmissionResult } from '@conform-to/react'
import type { CartView } from '~/pages/cart-view.server'

export type CheckoutActionData =
  | { kind: 'invalid'; result: SubmissionResult<string[]> }
  | { kind: 'changed'; result: SubmissionResult<string[]>; cart: CartView; idempotencyKey: string }
  /** The order could not be placed or the payment page could not be opened: 'Oops! Something Went Wrong'. */
  | { kind: 'failed'; result: SubmissionResult<string[]> }
