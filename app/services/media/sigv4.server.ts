// AWS Signature Version 4 for the S3-compatible media store (decision 047): the header-signed form every
// S3-compatible server accepts (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Wasabi, Ceph). Written out here with
// node:crypto rather than pulling in an SDK for three calls; checked against AWS's published examples
// (sigv4.server.test.ts) and against a real S3 server (tests/integration/media-store.test.ts).
import { createHash, createHmac } from 'node:crypto'

export type SigningInput = {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are always added). */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body (of the empty string when there is none). */
  payloadHash: string
  region: string
  service?: string
  accessKeyId: string
  secretAccessKey: string
  now: Date
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ escaped, `/` kept in paths. */
export function uriEncode(text: string, keepSlash: boolean): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => {
      const c = String.fromCharCode(byte)
      if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) return c
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')
}

/** The date stamp (YYYYMMDD) and the time stamp (YYYYMMDD'T'HHMMSS'Z') of `now`. */
function stamps(now: Date) {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  return { amzDate, day: amzDate.slice(0, 8) }
}

/** The headers to send: the input's own, plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(input: SigningInput): Record<string, string> {
  const service = input.service ?? 's3'
  const { amzDate, day } = stamps(input.now)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value
  headers.host = input.url.host
  headers['x-amz-date'] = amzDate
  // S3 wants the payload hash as a header; other services (the AWS test suite's "service") do not.
  if (service === 's3') headers['x-amz-content-sha256'] = input.payloadHash

  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  // S3 signs the path as sent, each segment encoded once (URL already holds the encoded path: decode, encode).
  const path = uriEncode(decodeURIComponent(input.url.pathname || '/'), true)
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('')
  const canonicalRequest = [input.method.toUpperCase(), path, query, canonicalHeaders, signedHeaders, input.payloadHash].join('\n')

  const scope = `${day}/${input.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request')
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
  return headers
}
