// Where the payment services reach the domain's idempotent fulfilment (app/models/fulfilment.server.ts).
export { handlePaymentEvent } from '../../models/fulfilment.server'
