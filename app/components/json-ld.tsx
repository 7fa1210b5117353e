// Renders JSON-LD. '<' (and the line separators JSON allows but scripts do not) are escaped so that
// text from the catalogue can never close the <script> element.
import { useNonce } from '~/hooks/nonce'

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

// A data block never runs, so the policy does not need the nonce on it; it carries it all the same so that
// "every <script> in the page has the nonce" stays a simple rule to check.
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
