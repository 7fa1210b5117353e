import { randomBytes } from 'node:crypto'
import { constants, gunzipSync, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cutAtNonce, fillGzip, fillPlain } from './nonce-template.server'

const rendered = 'R3nd3red+N0nce/Value=='
const fresh = 'Fr3sh+N0nce/ForThisOne='
const page = (nonce: string, filler = '') =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}" type="application/ld+json">{}</script></head>` +
  `<body>${filler}<script nonce="${nonce}">window.__remixContext={}</script><script nonce="${nonce}" type="module">import "/a.js"</script></body></html>`

describe('a cached page served with a fresh nonce', () => {
  it('puts the new nonce everywhere the rendered one stood, and nowhere else', () => {
    const template = cutAtNonce(Buffer.from(page(rendered)), rendered)
    expect(template.parts).toHaveLength(4)
    expect(fillPlain(template, fresh).toString()).toBe(page(fresh))
  })

  it('gzips to a stream any gunzip reads back as the page with the new nonce', () => {
    // Over 64 KB and barely compressible, so the pieces span several deflate blocks.
    const filler = randomBytes(60_000).toString('base64')
    const template = cutAtNonce(Buffer.from(page(rendered, filler)), rendered)
    expect(gunzipSync(fillGzip(template, fresh)).toString()).toBe(page(fresh, filler))
    expect(gunzipSync(fillGzip(template, 'other')).toString()).toBe(page('other', filler))
  })

  it('keeps the compressed pieces in one buffer of their own size, not in zlib work buffers the cache would not count', () => {
    const template = cutAtNonce(Buffer.from(page(rendered, randomBytes(30_000).toString('base64'))), rendered)
    const kept = new Set(template.deflated.map((d) => d.buffer))
    expect(kept.size).toBe(1)
    expect([...kept][0]!.byteLength).toBe(template.deflated.reduce((n, d) => n + d.length, 0))
  })

  it('compresses the page about as well as gzipping it whole', () => {
    const template = cutAtNonce(Buffer.from(page(rendered, 'x'.repeat(100_000))), rendered)
    // The deflated pieces are what a one-off compression would be, give or take a few bytes per cut.
    expect(template.deflated.reduce((n, d) => n + d.length, 0)).toBeLessThan(1_000)
    expect(fillGzip(template, fresh).length).toBeLessThan(1_100)
  })

  it('keeps a page without a nonce (a data payload, a test server) whole', () => {
    const body = Buffer.from('{"data":1}')
    const template = cutAtNonce(body, undefined)
    expect(template.parts).toEqual([body])
    expect(inflateRawSync(template.deflated[0]!, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe('{"data":1}')
    expect(gunzipSync(fillGzip(template, fresh)).toString()).toBe('{"data":1}')
    expect(fillPlain(template, fresh).toString()).toBe('{"data":1}')
  })

  it('handles a nonce at the very start and end of the body', () => {
    const body = `${rendered}middle${rendered}`
    const template = cutAtNonce(Buffer.from(body), rendered)
    expect(gunzipSync(fillGzip(template, fresh)).toString()).toBe(`${fresh}middle${fresh}`)
  })
})
