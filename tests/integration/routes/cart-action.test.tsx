// @vitest-environment happy-dom
// The cart route's own action (and loader) behind createRemixStub (issue 21): a fetcher form posts as the
// experience page's booking form does (`respond=data`), on the demo seed in a real PostgreSQL database, so every
// answer below was written or refused by the real cart model.
//
// Cookies: the stub has no cookie jar, so the Request it hands the action carries no Cookie header and the
// action's Set-Cookie goes nowhere. `withJar` (./cookie-jar.ts) plays the browser's part: it keeps the cart
// cookie that an answer sets and sends it with the next request (action and loader alike). The action and
// loader themselves are the route module's own, unchanged.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRemixStub } from '@remix-run/testing'
import { useFetcher, useLoaderData } from '@remix-run/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { action, loader } from '../../../app/routes/cart/route'
import type { CartActionData } from '../../../app/domain/cart-types'
import { cartErrorText } from '../../../app/pages/cart-error-text.server'
import type { Db } from '../../../app/utils/db.server'
import * as s from '../../../drizzle/schema/index'
import { findDepartures, setFreeSeats, useFakeProvider, type Departure } from '../../helpers/booking'
import { testContext } from '../../helpers/context'
import { createSeededTestDatabase, type TestDatabase } from '../../helpers/database'
import { createJar } from './cookie-jar'

let database: TestDatabase
let db: Db
let departures: Departure[]
// Adding to a cart never reaches a payment provider; a fake keeps the context from reaching a real one.
useFakeProvider()

beforeAll(async () => {
  database = await createSeededTestDatabase('route_cart_action')
  db = database.db
  departures = await findDepartures(db, 6)
  for (const d of departures) await setFreeSeats(db, d.slotId, 10)
})
afterAll(() => database?.drop())
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

let next = 0
const departure = () => departures[next++]!

const countRows = async (table: typeof s.cartItems | typeof s.carts) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

/** What the page under test posts: one hidden input per field, like the booking form's fetcher form. */
function FetcherForm({ fields, label }: { fields: Record<string, string>; label: string }) {
  const fetcher = useFetcher<CartActionData>()
  return (
    <fetcher.Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit">{label}</button>
      {fetcher.state === 'idle' && fetcher.data ? <output data-testid={`answer-${label}`}>{JSON.stringify(fetcher.data)}</output> : null}
    </fetcher.Form>
  )
}

/**
 * Renders /cart with the route's real loader and action for a fresh visitor; `forms` are the fetcher forms
 * on the page, each `(loaderData) => fields` so a later form can name an item the loader lists.
 */
function renderCart(forms: Record<string, (cart: CartData) => Record<string, string>>) {
  const jar = createJar()
  function CartTestPage() {
    const { cart } = useLoaderData<typeof loader>()
    return (
      <main>
        <p data-testid="lines">{cart.lines.map((l) => l.line.id).join(',') || 'empty'}</p>
        {Object.entries(forms).map(([label, fields]) => (
          <FetcherForm key={label} label={label} fields={fields(cart)} />
        ))}
      </main>
    )
  }
  const RemixStub = createRemixStub(
    [{ path: '/cart', Component: CartTestPage, loader: jar.withJar<LoaderFunctionArgs>(loader), action: jar.withJar<ActionFunctionArgs>(action) }],
    testContext(db, { tenant: 'excursio' }),
  )
  render(<RemixStub initialEntries={['/cart']} />)
  return jar
}

type CartData = Awaited<ReturnType<typeof loader>>['cart']

/** Clicks the form's button and reads the fetcher's answer once it is idle again. */
async function submit(label: string): Promise<CartActionData> {
  fireEvent.click(await screen.findByRole('button', { name: label }))
  // The action runs against real PostgreSQL: its first call prepares its queries, which on a loaded CI machine took
  // longer than testing-library's default 1 s ceiling. The answer appears as soon as the action returns.
  const output = await screen.findByTestId(`answer-${label}`, {}, { timeout: 10_000 })
  return JSON.parse(output.textContent ?? '') as CartActionData
}

const addFields = (d: Departure, extra: Record<string, string> = {}) => ({
  intent: 'add',
  respond: 'data',
  experienceSlug: d.experienceSlug,
  optionId: d.optionId,
  date: d.date,
  startTime: d.startTime,
  'unitQuantities.adult': '2',
  payment: 'now',
  ...extra,
})

describe('the cart route’s action through a fetcher', () => {
  it('adds a departure: the answer names the new item, a cart_items row holds it and the revalidated loader lists it', async () => {
    const d = departure()
    const jar = renderCart({ add: () => addFields(d) })
    expect((await screen.findByTestId('lines')).textContent).toBe('empty')

    const answer = await submit('add')
    expect(answer).toMatchObject({ intent: 'add', result: { status: 'success' }, added: { itemId: expect.any(String) } })
    const [row] = await db.select().from(s.cartItems).where(eq(s.cartItems.id, answer.added!.itemId))
    expect(row).toMatchObject({ slotId: d.slotId, optionId: d.optionId, unitQuantities: { adult: 2 } })
    // The answer set the guest's cart cookie: the cart it names is the row's cart.
    const [cart] = await db.select().from(s.carts).where(eq(s.carts.id, row!.cartId))
    expect(jar.cookies.get('cart')).toBe(cart!.guestToken)
    // After a fetcher's action the router reloads the page: the real loader, with the cookie, lists the item.
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe(answer.added!.itemId))
  })

  it('removes the item it added, in the same cart, on the next post', async () => {
    const d = departure()
    renderCart({ add: () => addFields(d), remove: (cart) => ({ intent: 'remove', respond: 'data', itemId: cart.lines[0]?.line.id ?? '' }) })
    const added = await submit('add')
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe(added.added!.itemId))

    expect(await submit('remove')).toMatchObject({ intent: 'remove', result: { status: 'success' } })
    expect(await db.select().from(s.cartItems).where(eq(s.cartItems.id, added.added!.itemId))).toEqual([])
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('empty'))
  })

  it('refuses no travellers (quantity 0) with a field error and writes nothing', async () => {
    const before = { items: await countRows(s.cartItems), carts: await countRows(s.carts) }
    const fields = addFields(departure(), { 'unitQuantities.adult': '0' })
    renderCart({ add: () => fields })
    const answer = await submit('add')
    expect(answer).toMatchObject({ intent: 'add', result: { status: 'error', error: { unitQuantities: ['noTravellers'] } } })
    expect(answer.added).toBeUndefined()
    // Neither an item nor a cart for the new guest.
    expect({ items: await countRows(s.cartItems), carts: await countRows(s.carts) }).toEqual(before)
  })

  it('refuses an add without a date and start time (no slot named) with errors on both fields and writes nothing', async () => {
    const before = await countRows(s.cartItems)
    const { date: _date, startTime: _startTime, ...fields } = addFields(departure())
    renderCart({ add: () => fields })
    const answer = await submit('add')
    expect(answer).toMatchObject({ intent: 'add', result: { status: 'error', error: { date: ['required'], startTime: ['required'] } } })
    expect(await countRows(s.cartItems)).toBe(before)
  })

  it('refuses a start time with no departure (the model finds no slot) with a form error and writes nothing', async () => {
    const before = await countRows(s.cartItems)
    const d = departure()
    // 03:17 is no departure time of the seed (they start on the hour or half hour).
    renderCart({ add: () => addFields(d, { startTime: '03:17' }) })
    const answer = await submit('add')
    const noSlot = await cartErrorText(testContext(db, { tenant: 'excursio' }), { code: 'slot_not_found' })
    expect(answer).toMatchObject({ intent: 'add', result: { status: 'error', error: { '': [noSlot] } } })
    expect(answer.added).toBeUndefined()
    expect(await countRows(s.cartItems)).toBe(before)
  })

  it('answers an unknown intent with the `format` form error', async () => {
    renderCart({ bogus: () => ({ intent: 'empty-the-shop', respond: 'data' }) })
    expect(await submit('bogus')).toEqual({ intent: null, result: { status: 'error', error: { '': ['format'] } } })
  })
})
