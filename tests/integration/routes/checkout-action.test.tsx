// @vitest-environment happy-dom
// The checkout route's own action behind createRemixStub (issue 21): a `<Form method="post">` posts the buyer
// form as the checkout page does once hydrated (`respond=data`), on the demo seed in a real PostgreSQL database
// with the tenants' real payment providers (the sandbox gateway for the demo tenants, as server.ts wires them).
//
// Cookies: the stub sends no Cookie header, so a cart is made with the cart model for a guest token and that
// token travels in the `cart` cookie of ./cookie-jar.ts, which wraps the route module's real loader and action.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRemixStub } from '@remix-run/testing'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { action, loader } from '../../../app/routes/checkout/route'
import { loader as cartLoader } from '../../../app/routes/cart/route'
import { addCartItem } from '../../../app/models/cart/cart.server'
import { createPaymentProviderLookup } from '../../../app/services/payments/index.server'
import { SANDBOX_PAY_PATH } from '../../../app/services/payments/sandbox-gateway.server'
import { loadTenants } from '../../../app/tenancy/load.server'
import type { CheckoutActionData } from '../../../app/pages/checkout-action-data'
import type { Db } from '../../../app/utils/db.server'
import * as s from '../../../drizzle/schema/index'
import { addInput, findDepartures, guest, setFreeSeats } from '../../helpers/booking'
import { testContext, useTestPayments } from '../../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../../helpers/database'
import { createJar, type CookieJar } from './cookie-jar'

let database: TestDatabase
let db: Db
const ctx = () => testContext(db, { tenant: 'excursio' })

beforeAll(async () => {
  database = await createSeededTestDatabase('route_checkout_action')
  db = database.db
  // What server.ts does at boot: each tenant's own provider (the sandbox gateway for the demo tenants).
  const { tenants } = loadTenants()
  useTestPayments(createPaymentProviderLookup(db, (id) => tenants.find((t) => t.id === id)))
})
afterAll(() => database?.drop())
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup()
  // A document redirect moved happy-dom's own location (see the last test); the next test starts at home.
  window.history.replaceState(null, '', '/')
})

const countOrders = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]!.n

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneCountry: 'GB:+44', phone: '7700 900123' }
type Fields = Record<string, string>
type CheckoutData = Awaited<ReturnType<typeof loader>>

/** The buyer form as the checkout page posts it once hydrated; its answer is printed for the test to read. */
function BuyerForm({ fields }: { fields: Fields }) {
  const answer = useActionData<CheckoutActionData>()
  const navigation = useNavigation()
  return (
    <Form method="post">
      <h1>Checkout</h1>
      <input type="hidden" name="respond" value="data" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit">Confirm and pay</button>
      <p data-testid="navigation">{navigation.state}</p>
      {answer ? <output data-testid="answer">{JSON.stringify(answer)}</output> : null}
    </Form>
  )
}

/** Where the empty-cart redirect lands: the cart route with its real loader, for the same visitor. */
function CartLanding() {
  const { cart } = useLoaderData<typeof cartLoader>()
  return (
    <main>
      <h1>Your cart</h1>
      <p data-testid="lines">{cart.count}</p>
    </main>
  )
}

/**
 * /checkout and /cart in a stub, for a visitor holding `jar`'s cookies. With `load`, /checkout runs the route's
 * real loader first (it sends an empty cart to /cart, so the empty-cart cases render the form without it) and
 * the form takes the loader's idempotency key and total, as the page does.
 */
function renderCheckout(jar: CookieJar, fields: (loaded: CheckoutData | undefined) => Fields, load = false) {
  function CheckoutTestPage() {
    const loaded = useLoaderData<typeof loader>() as CheckoutData | undefined
    return <BuyerForm fields={fields(loaded)} />
  }
  const RemixStub = createRemixStub(
    [
      {
        path: '/checkout',
        Component: CheckoutTestPage,
        action: jar.withJar<ActionFunctionArgs>(action),
        loader: load ? jar.withJar<LoaderFunctionArgs>(loader) : undefined,
      },
      { path: '/cart', Component: CartLanding, loader: jar.withJar<LoaderFunctionArgs>(cartLoader) },
    ],
    ctx(),
  )
  render(<RemixStub initialEntries={['/checkout']} />)
}

const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }))
// Up to 10 s: the action places an order on real PostgreSQL; the answer appears as soon as it returns (a 1 s ceiling failed under CI load).
const readAnswer = async () => JSON.parse((await screen.findByTestId('answer', {}, { timeout: 10_000 })).textContent ?? '') as CheckoutActionData

describe('the checkout route’s action through a form', () => {
  it('answers a bad buyer form with `invalid` and an error on each bad field only, placing nothing', async () => {
    const before = await countOrders()
    const jar = createJar()
    renderCheckout(jar, () => ({
      ...buyer,
      firstName: '',
      email: 'ada@example',
      phone: 'call me',
      idempotencyKey: randomUUID(),
      confirmedTotal: '0',
    }))
    await submit()
    const answer = await readAnswer()
    expect(answer.kind).toBe('invalid')
    expect(answer.result.status).toBe('error')
    expect(answer.result.error).toEqual({ firstName: ['required'], email: ['format'], phone: ['format'] })
    // Posted with `respond=data`, the refusal comes as 200 (refusalStatus): the browser logs no error for it.
    expect(jar.answers).toEqual([expect.objectContaining({ type: 'DataWithResponseInit', init: expect.objectContaining({ status: 200 }) })])
    // The page stays where it is, with the form's answer; no order was written.
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy()
    expect(await countOrders()).toBe(before)
  })

  it('sends a valid form with an empty cart to /cart', async () => {
    const before = await countOrders()
    const jar = createJar()
    renderCheckout(jar, () => ({ ...buyer, idempotencyKey: randomUUID(), confirmedTotal: '0' }))
    await submit()
    // The action's redirect: the stub navigates to /cart, whose real loader shows the visitor's (empty) cart.
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeTruthy()
    expect(screen.getByTestId('lines').textContent).toBe('0')
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull()
    const redirect = jar.answers.find((a): a is Response => a instanceof Response)
    expect([redirect?.status, redirect?.headers.get('Location')]).toEqual([302, '/cart'])
    expect(await countOrders()).toBe(before)
  })

  it('places the order of a cart with a line and answers with a document redirect to the sandbox payment page', async () => {
    const [d] = await findDepartures(db, 1)
    await setFreeSeats(db, d!.slotId, 10)
    const owner = guest()
    expect(await addCartItem(ctx(), owner, addInput(d!, 2))).toMatchObject({ ok: true })
    const jar = createJar({ cart: owner.guestToken })
    // The real checkout loader, with the cart cookie, gives the form its idempotency key and the total shown.
    renderCheckout(jar, (loaded) => ({ ...buyer, idempotencyKey: loaded?.idempotencyKey ?? '', confirmedTotal: String(loaded?.cart.totals.raw.total ?? '') }), true)
    await submit()

    // A document redirect leaves the app's router: React Router hands it to window.location, which happy-dom
    // (a window not driven by its Browser API) only sets, fetching nothing.
    await waitFor(() => expect(window.location.pathname.startsWith(`${SANDBOX_PAY_PATH}/`)).toBe(true))
    const sessionId = window.location.pathname.split('/').at(-1)!
    const thrown = jar.answers.at(-1)
    expect(thrown).toBeInstanceOf(Response)
    const redirect = thrown as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('X-Remix-Reload-Document')).toBe('true')
    // The payment page's address is built from the request's origin (the memory router's http://localhost).
    expect(redirect.headers.get('Location')).toBe(`http://localhost${SANDBOX_PAY_PATH}/${sessionId}`)

    // What the redirect stands for: the buyer's order, pending payment, and its session on the sandbox gateway.
    const [session] = await db.select().from(s.sandboxGatewaySessions).where(eq(s.sandboxGatewaySessions.id, sessionId))
    expect(session).toBeDefined()
    const [order] = await db.select().from(s.orders).where(eq(s.orders.purchaseId, session!.purchaseId))
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', buyerFirstName: 'Ada', buyerLastName: 'Lovelace', email: 'ada@example.com', phoneCountryCode: '+44', phone: '7700900123' })
    expect(session!.amount).toBe(order!.totalAmount)
    // The app's router did not move: the document navigation belongs to the browser.
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy()
  })
})
