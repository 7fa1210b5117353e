// The tenant.yaml that `npm run tenant -- new` writes: every field of app/domain/tenant-config.ts, each with a comment
// saying what it does and what it takes, so that an admin edits a file rather than reads the schema.
import { stringify } from 'yaml'
import { LOCALES } from '../../app/domain/locales'
import { THEME_IDS, type ThemeId } from '../../themes/manifest'

type TenantDraft = {
  id: string
  name: string
  layout: ThemeId
  /** A supplier site sells this one supplier; without it the tenant is a marketplace of all of them. */
  supplier?: { slug: string; currency: string; timeZone: string }
  /** The layout's options with a comment each, as renderLayoutOptions writes them. */
  layoutOptions: string[]
  /** The contact email the file starts with: a placeholder. */
  email: string
  /** Currencies with an exchange rate in the seed, offered in the switcher. */
  ratedCurrencies: readonly string[]
  command: string
}

/** The rate a new tenant starts with (decision 049): a supplier's own site pays little, a marketplace finds the buyers. */
export const DEFAULT_COMMISSION = { supplier: 5, marketplace: 18 } as const

/** Upper case with underscores: the suffix of this tenant's Stripe variables (`acme-tours` → `ACME_TOURS`). */
const envSuffix = (id: string) => id.toUpperCase().replace(/-/g, '_')

export function renderTenantYaml(d: TenantDraft): string {
  const supplier = d.supplier
  const currency = supplier?.currency ?? 'USD'
  const currencies = [...new Set([currency, 'USD', 'EUR'])].filter((c) => d.ratedCurrencies.includes(c) || c === currency)
  const others = LOCALES.filter((l) => l !== 'en')
  const env = envSuffix(d.id)
  return `# tenants/${d.id}/tenant.yaml, written by \`${d.command}\`.
# Checked by app/domain/tenant-config.ts: run \`npm run tenant -- check\` after every edit. The running server picks a change
# up within a second, without a restart or a rebuild. docs/onboarding.md explains each field in more detail.

# This tenant's id: lower-case letters, digits and dashes, the same as its folder's name. Orders, customers and
# carts in the database are filed under it, so a live tenant keeps its id for good.
id: ${scalar(d.id)}
# The brand's name: the header's wordmark (when there is no logo), page titles, emails and invoices.
name: ${scalar(d.name)}
# The host names this site answers on: bare and lower case, no scheme, no port; each belongs to one tenant only.
# Add the real domains once DNS points at the server, for example [acme.com, www.acme.com].
hostnames: [${d.id}.localhost]
# The one origin every absolute URL is built from (canonical links, sitemap, emails, payment return pages):
# scheme, host and port only, no path. While it is a localhost name, links use the port the server runs on (PORT).
# Make it the public https address before going live.
canonicalOrigin: http://${d.id}.localhost:${process.env.PORT ?? 3000}
# supplier: one supplier's own site, its experiences at /experiences.
# marketplace: many suppliers' experiences, by city at /things-to-do-in-{city}.
siteType: ${supplier ? 'supplier' : 'marketplace'}
# How the site looks: a layout from themes/, and that layout's settings.
layout:
  # The layout (theme) the site wears; one of ${THEME_IDS.join(', ')}.
  theme: ${d.layout}
  # The layout's own settings (themes/${d.layout}/options.ts); the values written are its defaults.
${d.layoutOptions.map((line) => `  ${line}`).join('\n')}
# The site's languages. en is required: the default, at unprefixed paths. Others: ${others.join(', ')}, each under
# its own prefix (/${others[0]}/…); a page without content/<locale>/ text falls back to English and says so.
locales: [en]
# The currency prices are shown in until the visitor picks another: an ISO 4217 code such as USD, EUR or AED.
currency: ${currency}
# The currencies the visitor may pick from; each needs an exchange rate (\`npm run rates -- list\`: ${d.ratedCurrencies.join(', ')}).
currencies: [${currencies.join(', ')}]
# The business's IANA time zone, such as Europe/Berlin: the day a blog article comes out and the earliest date of
# a custom offer request follow it. Experience times use each experience's own zone.
timeZone: ${supplier?.timeZone ?? 'UTC'}
# The brand over the layout: logo, icon, tagline and colours.
branding:
  # The logo, shown instead of the wordmark and drawn through the image proxy: a path under public/ (such as
  # /brands/${d.id}/logo.svg) or an https URL on a host in IMAGE_ALLOWED_HOSTS. null: the layout's wordmark.
  logo: null
  # The browser tab's icon: a path the site serves from public/ (such as /favicon.svg), or null for none.
  favicon: /favicon.svg
  # A line about the business, the headline of the home page's hero where the layout shows one: one string, or
  # one per language ({ en: "…", de: "…" }, en required). null: the name stands in.
  tagline: null
  # Colours over the layout's own, as CSS variables and any CSS colour, such as { --color-primary: "#0f766e" }:
  # --color-primary, --color-primary-fg, --color-accent, --color-accent-fg, --color-surface, --color-ink, …
  colors: {}
# PLACEHOLDERS, all four: replace them before going live. They are shown in the header, the footer, the help
# centre (/contact-us) and every email, and buyers call and write to them.
contact:
  # The main phone number, as it should be shown and dialled: international format.
  phone: "+1 555 0100"
  # The WhatsApp number, international format; the site links to a chat with it.
  whatsapp: "+1 555 0101"
  # The address buyers write to; mail to *.example goes nowhere.
  email: ${d.email}
  # The business's postal address, one line.
  address: "PLACEHOLDER: street, city, country"
  # Optional: a separate 24/7 support line for the help centre; without it the help centre shows phone.
  # supportLine: "+1 555 0102"
# What the site sells, from the platform's shared catalogue.
catalogue:
  # Whose experiences this site sells: all, or a list of supplier slugs from the database's suppliers.
  suppliers: ${supplier ? `[${supplier.slug}]` : 'all'}
  # Optional: a list of category slugs. The schema accepts it, but the site does not narrow anything by it yet.
  # categories: [yachts]
# Parts of the site that are switched on or off.
features:
  # Reserve now, pay later at checkout, on the experiences that allow it: true or false.
  payLater: false
  # Custom offer requests on every experience (true), or only on those without a fixed price (false).
  customOffers: false
  # The blog at /blog, from content/<locale>/blog/*.md: true or false. Off until the first article is written.
  blog: false
  # The marketplace's figures (500+ experiences, 3000+ activities, 154 reviews) under the home hero: only for a
  # site whose own claims they are.
  marketingFigures: false
# Who takes the cards. Secrets never go in this file (decision 012).
payments:
  # sandbox: the built-in test gateway (test cards, no money moves). stripe: real cards through Stripe Checkout.
  provider: sandbox
  # For stripe, the NAMES of the environment variables that hold the keys, never the keys: set
  # STRIPE_SECRET_KEY_${env} and STRIPE_WEBHOOK_SECRET_${env} where the server runs, uncomment these
  # lines and set provider: stripe. Without them production refuses checkout; development uses the sandbox.
  # stripe:
  #   secretKeyEnv: STRIPE_SECRET_KEY_${env}
  #   webhookSecretEnv: STRIPE_WEBHOOK_SECRET_${env}
# The platform's commission on what this site sells, shown on each supplier's monthly statement in the partner hub.
commission:
  # A percentage of every booking's takings after refunds: 0 to 100, at most two decimals (18, 12.5, 7.25). Agree
  # it with the business before going live; the value written is the usual rate for a ${supplier ? "supplier's own site" : 'marketplace'}.
  percent: ${supplier ? DEFAULT_COMMISSION.supplier : DEFAULT_COMMISSION.marketplace}
# The seller's tax on its invoices (decision 061): prices include it, and each invoice and credit note then shows the
# tax number and a table of rate, net, tax and gross. Left out (as written here), invoices carry no tax lines. Uncomment:
# tax:
  # The seller's tax number as registered, such as DE123456789.
  # number: DE123456789
  # The rate in percent, at most two decimals (19, 20, 7.7).
  # rate: 19
  # The tax's name on invoices: one string, or one per language with English required, such as { en: VAT, de: MwSt. }.
  # label: VAT
  # Prices include the tax; only true is supported.
  # inclusive: true
# Redirects, looked at before any page: from a path on this site, to a path here or an absolute URL; status
# 301 (the default), 302, 307 or 308. For example:
#   - from: /old-tours
#     to: ${supplier ? '/experiences' : '/things-to-do'}
redirects: []
# A Google Tag Manager container id (GTM-XXXXXXX), loaded only after the visitor accepts cookies; null for none.
tagManagerId: null
`
}

/** A YAML scalar as YAML would write it: bare when that reads back the same, quoted when it would not. */
export function scalar(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : stringify(value).trim()
}
