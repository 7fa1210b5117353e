// The sandbox gateway's hosted page: plain server HTML with inline CSS, outside the tenant's layout, as a
// hosted gateway's page would be. Works without JavaScript; labels, errors and autocomplete are in the markup.
import { currencyName, formatMoney } from '../../domain/format'
import type { CardErrorKey, CardField, CardInput } from './sandbox-cards'
import type { SandboxSession } from './sandbox-gateway.server'
import { fill, gatewayMessages, type GatewayMessages } from './sandbox-messages'
import { escapeHtml as e } from './html'
import { SANDBOX_PAGE_CSS } from './sandbox-page-css'

type PageState = {
  session: SandboxSession
  merchant: string
  csrfToken: string
  values?: CardInput
  errors?: Partial<Record<CardField, CardErrorKey>>
}

export function renderSandboxPage({ session, merchant, csrfToken, values, errors = {} }: PageState): string {
  const m = gatewayMessages(session.locale)
  const amount = formatMoney(session.amount, session.currency, session.locale)
  const field = (name: CardField, label: string, attrs: string) => {
    const error = errors[name]
    const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    return `<div class="field${error ? ' invalid' : ''}">
  <label for="${name}">${e(label)}</label>
  <input id="${name}" name="${name}" value="${e(values?.[name] ?? '')}" ${attrs}${describedBy}>
  ${error ? `<p class="error" id="${name}-error">${e(m.errors[error])}</p>` : ''}
</div>`
  }
  const hasErrors = Object.keys(errors).length > 0
  const body = `
<p class="test-mode" role="note">${e(m.testMode)}</p>
<section class="summary">
  <p class="merchant">${e(fill(m.payTo, { merchant }))}</p>
  <p class="amount-label">${e(m.amountDue)}</p>
  <p class="amount" data-testid="amount">${e(amount)}</p>
  <p class="order" data-testid="payment-currency">${e(fill(m.paymentCurrency, { currency: currencyName(session.currency, session.locale) }))}</p>
  <p class="order">${e(orderLine(fill(m.order, { number: session.orderNumber }), session.orderNumber, session.description))}</p>
  ${session.mode === 'authorise' ? `<p class="hold">${e(m.holdNotice)}</p>` : ''}
</section>
<form method="post" novalidate>
  ${hasErrors ? `<p class="form-error" role="alert">${e(m.fixErrors)}</p>` : ''}
  <input type="hidden" name="csrf" value="${e(csrfToken)}">
  ${field('cardNumber', m.cardNumber, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required')}
  <div class="row">
    ${field('expiry', m.expiry, `inputmode="numeric" autocomplete="cc-exp" placeholder="${e(m.expiryPlaceholder)}" maxlength="7" required`)}
    ${field('cvc', m.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
  </div>
  ${field('name', m.name, 'autocomplete="cc-name" maxlength="100" required')}
  <button type="submit">${e(fill(session.mode === 'authorise' ? m.authorise : m.pay, { amount }))}</button>
</form>
<a class="cancel" href="${e(session.cancelUrl)}">${e(fill(m.cancel, { merchant }))}</a>`
  return page(m, merchant, session.locale, body)
}

/** Expired, already paid, or unknown: a message and, where known, the way back. */
export function renderSandboxNotice(locale: string, merchant: string, text: keyof Pick<GatewayMessages, 'expired' | 'done' | 'notFound'>, backUrl?: string): string {
  const m = gatewayMessages(locale)
  const back = backUrl ? `<a class="cancel" href="${e(backUrl)}">${e(fill(m.back, { merchant }))}</a>` : ''
  return page(m, merchant, locale, `<p class="notice" role="status">${e(fill(m[text], { merchant }))}</p>${back}`)
}

function page(m: GatewayMessages, merchant: string, locale: string, body: string): string {
  return `<!doctype html>
<html lang="${e(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${e(m.title)} · ${e(merchant)}</title>
<style>${SANDBOX_PAGE_CSS}</style>
</head>
<body>
<main class="card">
<header><svg class="lock" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg><h1>${e(m.title)}</h1></header>
${body}
<footer>${e(fill(m.securedBy, { merchant }))}</footer>
</main>
</body>
</html>`
}

/** "Order X · what was bought"; a description that only repeats the order number (a resumed checkout's) is left out. */
function orderLine(label: string, orderNumber: string, description: string): string {
  const what = description.trim()
  return what === '' || what.includes(orderNumber) ? label : `${label} · ${what}`
}
