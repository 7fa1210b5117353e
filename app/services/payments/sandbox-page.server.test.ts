import { describe, expect, it } from 'vitest'
import { renderSandboxPage } from './sandbox-page.server'
import type { SandboxSession } from './sandbox-gateway.server'

const session = (description: string) =>
  ({ orderNumber: 'PB11C3Y9', description, amount: 10_075, currency: 'USD', locale: 'en', mode: 'capture', cancelUrl: 'http://deira.localhost/cart' } as unknown as SandboxSession)

const orderLine = (html: string) => /<p class="order">([^<]*)<\/p>/.exec(html)?.[1]

describe('the sandbox payment page', () => {
  it('names the order once, then what was bought', () => {
    expect(orderLine(renderSandboxPage({ session: session('Private yacht at sunset'), merchant: 'Deira', csrfToken: 'x' }))).toBe('Order PB11C3Y9 · Private yacht at sunset')
  })

  it('does not say the order number twice when the description is only the order (a resumed checkout) or empty', () => {
    expect(orderLine(renderSandboxPage({ session: session('Order PB11C3Y9'), merchant: 'Deira', csrfToken: 'x' }))).toBe('Order PB11C3Y9')
    expect(orderLine(renderSandboxPage({ session: session(''), merchant: 'Deira', csrfToken: 'x' }))).toBe('Order PB11C3Y9')
  })
})
