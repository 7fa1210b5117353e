// Whether a request body is a form an action can read: the checks the request guard makes before any action
// runs (docs/decisions/018-request-guard.md). Pure, so every refusal is unit-tested in form-body.test.ts.

/** The largest form any page posts is a 2,000-character message; 64 KiB leaves room and nothing else. */
export const MAX_FORM_BYTES = 64 * 1024

type FormKind = 'urlencoded' | 'multipart'
export type FormRefusal = { status: 400 | 413 | 415; reason: 'not-a-form' | 'too-large' | 'malformed' }

export const NOT_A_FORM: FormRefusal = { status: 415, reason: 'not-a-form' }
export const TOO_LARGE: FormRefusal = { status: 413, reason: 'too-large' }
const MALFORMED: FormRefusal = { status: 400, reason: 'malformed' }

/** The two encodings a browser form (or Remix's fetch of one) uses; anything else is not a form. */
export function formKind(contentType: string | undefined): FormKind | null {
  const [type = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim())
  switch (type.toLowerCase()) {
    case 'application/x-www-form-urlencoded':
      return 'urlencoded'
    case 'multipart/form-data':
      // Without a boundary the parts cannot be found: the parser would throw in the action.
      return params.some((p) => /^boundary=("[^"]{1,70}"|[^"\s]{1,70})$/i.test(p)) ? 'multipart' : null
    default:
      return null
  }
}

/** A declared Content-Length over the limit is refused before a byte is read. */
export function declaredTooLarge(contentLength: string | undefined, limit = MAX_FORM_BYTES): boolean {
  return contentLength !== undefined && Number(contentLength) > limit
}

/**
 * Null when the body parses as a form whose names and values are valid UTF-8 without NUL (PostgreSQL refuses
 * 0x00 in text, so a NUL must never reach a query); otherwise why not.
 */
export async function checkFormBody(kind: FormKind, contentType: string, body: Uint8Array<ArrayBuffer>): Promise<FormRefusal | null> {
  if (body.byteLength > MAX_FORM_BYTES) return TOO_LARGE
  return kind === 'urlencoded' ? checkUrlEncoded(body) : checkMultipart(contentType, body)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function checkUrlEncoded(body: Uint8Array): FormRefusal | null {
  let text: string
  try {
    text = utf8.decode(body)
  } catch {
    return MALFORMED
  }
  for (const pair of text.split('&')) {
    try {
      // Throws on a stray `%` and on escapes that are not UTF-8 (`%C3%28`), which a browser never sends.
      if (decodeURIComponent(pair.replace(/\+/g, ' ')).includes('\0')) return MALFORMED
    } catch {
      return MALFORMED
    }
  }
  return null
}

async function checkMultipart(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<FormRefusal | null> {
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    return MALFORMED
  }
  for (const [name, value] of form) {
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return MALFORMED
  }
  return null
}
