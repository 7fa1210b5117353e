// Where the payment services reach the domain's idempotent fulfilment (app/models/fulfilment.server.ts): the
// webhook route and the return redirect both end there.
import { handlePaymentEvent as fulfil } from '../../models/fulfilment.server'
import type { PaymentEvent } from '../../models/booking-contract'
import type { Db } from '../../utils/db.server'

export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<unknown> {
  return fulfil(db, event)
}
