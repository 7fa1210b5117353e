// What a hostile visitor sends, as fast-check arbitraries: strings in other scripts, very long, with SQL and
// HTML in them, odd numbers, NUL bytes and broken encodings; bodies that are not forms; and the escapes of
// route params and query values. The actions and routes they are sent to are in hostile-targets.ts.
import fc from 'fast-check'

const FRAGMENTS = [
  "' OR 1=1 --", "'; drop table orders; --", '"', '\\', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}',
  '../../etc/passwd', '%', '%%', '%2e%2e%2f', '\u202Eevil\u202C', '\u200F\u200E', 'Привет, мир', 'مرحبا بالعالم', 'שלום', '你好', '😀🇦🇪👨‍👩‍👧', 'e\u0301',
  'İıŞşĞğ', 'ß', '\uFEFF', '\r\n', '\t', ' ', '', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor',
]
// Values one step from valid: ids, dates and times that pass a loose pattern but not the database's type.
const ALMOST = [
  '-'.repeat(36), 'ffffffff-ffff-ffff-ffff-fffffffffffff', 'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz', '00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '2030-02-30', '2030-13-01', '0000-01-01', '9999-12-31', '275760-09-13', '2030-1-1', '24:00', '23:60', '99:99', 'AAAA', 'P-0000', 'a'.repeat(81), 'dubai', 'tours',
]
const NUMBERS = ['-1', '0', '-0', '1', '2', '999', '1000', '1e309', '-1e309', '1e3', '1E-7', 'NaN', 'Infinity', '-Infinity', '0x10', '0b1', '1.5', '1,5', ' 2 ', '٣', '२', '9'.repeat(400), '2147483648', '9007199254740993', '+1', '1_000', '']

/** Any text a visitor could type, paste or forge (lone surrogates included: the encoders must cope). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...ALMOST),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 200, max: 6000 }).map((n) => 'a'.repeat(n)),
  fc.tuple(fc.constantFrom(...FRAGMENTS), fc.constantFrom(...NUMBERS), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
)

/** A number field's value: edge numbers, random integers and doubles, or any text. */
export const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer().map(String),
  fc.double().map(String),
  hostileText,
)

/** Lone surrogates as U+FFFD, as a browser encodes them (String#toWellFormed is ES2024). */
export const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** Actions run for any method but GET and HEAD: mostly POST, as forms send. */
export const method = fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE')

/** A value for a route param or query string, as it appears in the URL: escaped, or raw hostile escapes. */
export const hostileUrlValue: fc.Arbitrary<{ raw: string; unreadable: boolean }> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((t) => ({ raw: encodeURIComponent(wellFormed(t)), unreadable: false })) },
  { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%C3%28', '%FF', '%', '%zz', '%E0%A4%A', '%ED%A0%80').map((raw) => ({ raw, unreadable: true })) },
)

/** A form: the action's own fields plus stray ones, each missing, given once, or repeated, with hostile values. */
export function hostileForm(fields: Record<string, 'text' | 'number'>, constants: Record<string, string[]> = {}): fc.Arbitrary<Array<[string, string]>> {
  const value = (name: string, kind: 'text' | 'number') => fc.oneof(kind === 'number' ? hostileNumber : hostileText, fc.constantFrom(...(constants[name] ?? ['x'])))
  const entries = Object.entries(fields).map(([name, kind]) => fc.array(value(name, kind), { maxLength: 2 }).map((values) => values.map((v) => [name, v] as [string, string])))
  const stray = fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 })
  return fc.tuple(fc.tuple(...entries), stray).map(([known, extra]) => [...known.flat(), ...extra])
}

/** A form as a browser or Remix's fetch would encode it (URL-encoded or multipart with a boundary). */
export async function encodeForm(entries: Array<[string, string]>, multipart: boolean): Promise<{ contentType: string; body: Uint8Array }> {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  const body = multipart ? form : new URLSearchParams(entries.map(([n, v]) => [wellFormed(n), wellFormed(v)]))
  const request = new Request('http://encode.invalid/', { method: 'POST', body })
  return { contentType: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) }
}

export type BadBody = { label: string; contentType?: string; body: Uint8Array | string; chunked?: boolean; status: 400 | 413 | 415 }
const big = 'message=' + 'a'.repeat(70 * 1024)

/** Bodies that are not a readable form, each with the status the guard answers. */
export const badBody: fc.Arbitrary<BadBody> = fc.oneof(
  hostileText.map((t): BadBody => ({ label: 'json', contentType: 'application/json', body: JSON.stringify({ intent: 'add', t }), status: 415 })),
  fc.constantFrom('{"intent":', '[1,2', '{"a":1}}', 'null').map((body): BadBody => ({ label: 'broken json', contentType: 'application/json', body, status: 415 })),
  hostileText.map((t): BadBody => ({ label: 'text/plain', contentType: 'text/plain', body: `intent=add&x=${t}`, status: 415 })),
  fc.constantFrom(undefined, '', 'application/xml', 'application/octet-stream', 'application/x-www-form-urlencodedx', 'multipart/mixed; boundary=x', 'multipart/form-data', 'multipart/form-data; charset=utf-8').map(
    (contentType): BadBody => ({ label: `content type ${contentType}`, contentType, body: 'intent=add', status: 415 }),
  ),
  fc.string({ maxLength: 60 }).map((t): BadBody => ({ label: 'broken multipart', contentType: 'multipart/form-data; boundary=XyZ', body: `--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${t}`, status: 400 })),
  fc.constantFrom('intent=a%00b', 'name=%C3%28', 'a=%', 'a=%zz', 'email=x%00%40y.com', '%00=1').map((body): BadBody => ({ label: 'bad escapes', contentType: 'application/x-www-form-urlencoded', body, status: 400 })),
  fc.uint8Array({ minLength: 1, maxLength: 40 }).map((bytes): BadBody => ({ label: 'raw bytes', contentType: 'application/x-www-form-urlencoded', body: new Uint8Array([0x61, 0x3d, 0xff, ...bytes]), status: 400 })),
  fc.boolean().map((chunked): BadBody => ({ label: chunked ? 'oversized, chunked' : 'oversized', contentType: 'application/x-www-form-urlencoded', body: big, chunked, status: 413 })),
)
