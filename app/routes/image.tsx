// /_img/<modifiers>/<source>: the image proxy (spec §7). Modifiers are IPX's path style (`w_640,f_webp,q_75`,
// `_` for none); the source is a path under public/ or an URL on an allowed host. Rendering, cache and
// allow-list live in app/services/images.server.ts; this route parses and answers.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { images, type ImageModifiers, type ImageSource } from '~/services/images.server'

const MAX_SIZE = 3000
const size = z.coerce.number().int().positive().transform((n) => Math.min(n, MAX_SIZE))

/** One entry per modifier of spec §7 (and blur, for the placeholder); aliases map to IPX's short names. */
const ModifierSchemas: Record<string, { key: string; schema: z.ZodType<string | number> }> = {
  w: { key: 'w', schema: size },
  width: { key: 'w', schema: size },
  h: { key: 'h', schema: size },
  height: { key: 'h', schema: size },
  s: { key: 's', schema: z.string().regex(/^\d+x\d+$/).transform((v) => v.split('x').map((n) => Math.min(Math.max(Number(n), 1), MAX_SIZE)).join('x')) },
  resize: { key: 's', schema: z.string().regex(/^\d+x\d+$/).transform((v) => v.split('x').map((n) => Math.min(Math.max(Number(n), 1), MAX_SIZE)).join('x')) },
  q: { key: 'q', schema: z.coerce.number().int().transform((n) => Math.min(Math.max(n, 1), 100)) },
  quality: { key: 'q', schema: z.coerce.number().int().transform((n) => Math.min(Math.max(n, 1), 100)) },
  f: { key: 'f', schema: z.enum(['webp', 'avif', 'jpeg', 'jpg', 'png']).transform((f) => (f === 'jpg' ? 'jpeg' : f)) },
  format: { key: 'f', schema: z.enum(['webp', 'avif', 'jpeg', 'jpg', 'png']).transform((f) => (f === 'jpg' ? 'jpeg' : f)) },
  fit: { key: 'fit', schema: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']) },
  b: { key: 'b', schema: z.string().regex(/^(#?[0-9a-f]{3}|#?[0-9a-f]{6}|#?[0-9a-f]{8}|[a-z]{3,20})$/i).transform((c) => c.replace(/^#/, '')) },
  background: { key: 'b', schema: z.string().regex(/^(#?[0-9a-f]{3}|#?[0-9a-f]{6}|#?[0-9a-f]{8}|[a-z]{3,20})$/i).transform((c) => c.replace(/^#/, '')) },
  blur: { key: 'blur', schema: z.coerce.number().transform((n) => Math.min(Math.max(n, 0.3), 100)) },
}

function parseModifiers(segment: string): ImageModifiers | string {
  const out: ImageModifiers = {}
  if (segment !== '_') {
    for (const part of segment.split(',')) {
      const [name = '', ...rest] = part.split('_')
      const entry = ModifierSchemas[name]
      if (!entry) return `unknown modifier "${name}"`
      const parsed = entry.schema.safeParse(safeDecode(rest.join('_')) ?? '')
      if (!parsed.success) return `bad value for modifier "${name}"`
      out[entry.key] = String(parsed.data)
    }
  }
  // ipx applies w and h as two separate resizes (the last wins); both together mean one box, with fit.
  if (out.w && out.h && !out.s) out.s = `${out.w}x${out.h}`
  if (out.s) {
    delete out.w
    delete out.h
  }
  out.f ??= 'webp'
  return out
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

export async function loader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname
  const [, modifierSegment = '', ...sourceParts] = pathname.replace(/^\/_img/, '').split('/')
  const modifiers = parseModifiers(modifierSegment)
  if (typeof modifiers === 'string') return text(400, modifiers)
  const source = parseSource(sourceParts.join('/'))
  if (typeof source === 'string') return text(400, source)

  const result = await images.get(source, modifiers)
  if (result.kind === 'forbidden') return text(source.kind === 'remote' ? 403 : 400, result.reason)
  if (result.kind === 'not-found') return text(404, 'Not Found')

  const headers = {
    ETag: result.etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'",
    'X-Image-Cache': result.cache,
  }
  if (matchesEtag(request.headers.get('If-None-Match'), result.etag)) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(result.data.buffer, result.data.byteOffset, result.data.length) as BodyInit, { headers: { ...headers, 'Content-Type': result.contentType, 'Content-Length': String(result.data.length) } })
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

const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
