// /_img/<modifiers>/<source>: the image proxy (spec §7). Modifiers are IPX's path style (`w_640,f_avif,q_75`,
// `_` for none; a bare `640x427` is a box); the source is a path under public/ or an URL on an allowed host. Only snapped renderings are
// served (decision 020): any other spelling is redirected to its snapped URL, so each rendering has one URL in
// browser and CDN caches. Rendering, cache and allow-list live in app/services/images.server.ts.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from '~/domain/zod'
import { images, type ImageSource } from '~/services/images.server'
import { mediaStore } from '~/services/media/index.server'
import { snapColour, snapModifiers } from '~/utils/image-snap'
import { modifierSegment, type ImageModifiers } from '~/utils/image-url'

// Values are only checked here; snapModifiers() then maps each onto the few the proxy renders.
const size = z.coerce.number().int().positive()
const box = z
  .string()
  .regex(/^\d+x\d+$/)
  .transform((v) =>
    v
      .split('x')
      .map((n) => Math.max(Number(n), 1))
      .join('x')
  )
const quality = z.coerce.number().int()
const format = z.enum(['webp', 'avif', 'jpeg', 'jpg', 'png']).transform((f) => (f === 'jpg' ? 'jpeg' : f))
const colour = z.string().refine((c) => snapColour(c) !== null)

/** One entry per modifier of spec §7 (and blur, for the placeholder); aliases map to IPX's short names. */
const ModifierSchemas: Record<string, { key: keyof ImageModifiers; schema: z.ZodType<string | number> }> = {
  w: { key: 'w', schema: size },
  width: { key: 'w', schema: size },
  h: { key: 'h', schema: size },
  height: { key: 'h', schema: size },
  s: { key: 's', schema: box },
  resize: { key: 's', schema: box },
  q: { key: 'q', schema: quality },
  quality: { key: 'q', schema: quality },
  f: { key: 'f', schema: format },
  format: { key: 'f', schema: format },
  fit: { key: 'fit', schema: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']) },
  b: { key: 'b', schema: colour },
  background: { key: 'b', schema: colour },
  blur: { key: 'blur', schema: z.coerce.number().nonnegative() },
}

function parseModifiers(segment: string): ImageModifiers | string {
  const out: Record<string, string | number> = {}
  if (segment === '_') return out
  for (const part of segment.split(',')) {
    // A bare box (`640x427`) is the short spelling of `s_640x427`.
    const [name = '', ...rest] = /^\d+x\d+$/.test(part) ? ['s', part] : part.split('_')
    const entry = ModifierSchemas[name]
    if (!entry) return `unknown modifier "${name}"`
    const parsed = entry.schema.safeParse(safeDecode(rest.join('_')) ?? '')
    if (!parsed.success) return `bad value for modifier "${name}"`
    out[entry.key] = parsed.data
  }
  return out as ImageModifiers
}

function parseSource(raw: string): ImageSource | string {
  const text = safeDecode(raw)
  if (!text) return 'missing image source'
  if (/^https?:\/\/?/i.test(text)) {
    try {
      const url = new URL(text.replace(/^(https?:)\/+/i, '$1//'))
      return { kind: 'remote', url }
    } catch {
      return 'bad image URL'
    }
  }
  const segments = text.replace(/^\/+/, '').split('/')
  if (text.includes('\\') || text.includes('\0') || segments.some((s) => s === '..' || s === '.' || s === '')) return 'bad image path'
  return { kind: 'local', path: segments.join('/') }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname
  const [, segment = '', ...sourceParts] = pathname.replace(/^\/_img/, '').split('/')
  const requested = parseModifiers(segment)
  if (typeof requested === 'string') return text(400, requested)
  const source = parseSource(sourceParts.join('/'))
  if (typeof source === 'string') return text(400, source)
  const modifiers = snapModifiers(requested)
  const canonical = modifierSegment(modifiers)
  if (canonical !== segment) {
    // A day, not a year: the snapped sets may grow (a new breakpoint), and then this answer must change.
    const headers = { Location: ['/_img', canonical, ...sourceParts].join('/'), 'Cache-Control': 'public, max-age=86400' }
    return new Response(null, { status: 301, headers })
  }

  // ipx only recognises 3- and 6-digit hex as colours; with the '#' every snapped colour reaches sharp as one.
  const ipxModifiers = Object.fromEntries(Object.entries(modifiers).map(([k, v]) => [k, k === 'b' ? `#${v}` : String(v)]))
  // Uploaded photos (`/media/uploads/<key>`) come from the media store of this request's database (decision 047).
  const db = (context as Partial<typeof context> | undefined)?.db
  const result = await images.get(source, ipxModifiers, { readUpload: db ? (key) => mediaStore(db).get(key) : undefined })
  if (result.kind === 'forbidden') return text(source.kind === 'remote' ? 403 : 400, result.reason)
  if (result.kind === 'not-found') return text(404, 'Not Found')
  if (result.kind === 'busy') return text(503, 'Busy rendering other images; retry shortly', { 'Retry-After': String(result.retryAfterSeconds) })

  const headers = {
    ETag: result.etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'",
    // `uncached`: the disk cache could not keep it; the bytes are the same as a cached rendering's, so the same header.
    'X-Image-Cache': result.cache,
  }
  if (matchesEtag(request.headers.get('If-None-Match'), result.etag)) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(result.data.buffer, result.data.byteOffset, result.data.length) as BodyInit, {
    headers: { ...headers, 'Content-Type': result.contentType, 'Content-Length': String(result.data.length) },
  })
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const text = (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra } })
