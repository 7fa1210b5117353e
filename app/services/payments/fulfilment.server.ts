// Where the payment services reach the domain's idempotent fulfilment (written on wt/core). Until that
// branch is merged this placeholder fails loudly (a 500, so the gateway keeps retrying).
import type { PaymentEvent } from '../../models/booking-contract'
import type { Db } from '../../utils/db.server'

export async function handlePaymentEvent(_db: Db, event: PaymentEvent): Promise<unknown> {
  throw new Error(`handlePaymentEvent is not merged yet (event ${event.eventId})`)
}
