// A cached page is shared by many visitors, but its script nonce must be new on every response
// (docs/decisions/021-content-security-policy.md). The page cache keeps a page cut at the nonce it was
// rendered with and puts each response's own nonce in the cuts. Gzipping the page again per response would
// cost ~1 ms of CPU per hit (the cache serves thousands a second), so each piece is deflated once, on its
// own, and a response's gzip body is those pieces with the nonce between them as a stored (uncompressed)
// deflate block, a gzip header and a trailer: a valid gzip stream for the cost of a CRC-32 and a copy.
import { constants, crc32, deflateRawSync } from 'node:zlib'

export type NonceTemplate = {
  /** The page's bytes between the places its nonce stood. */
  parts: Buffer[]
  /** Each part deflated independently, ending byte-aligned (sync flush) and without a final block. */
  deflated: Buffer[]
  /** Bytes kept, for the cache's memory bound. */
  size: number
}

// Magic, deflate, no flags, no mtime, no extra flags, unknown OS (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
// An empty stored block with BFINAL set: the end of the deflate stream (RFC 1951 §3.2.4).
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

export function cutAtNonce(body: Buffer, nonce: string | undefined): NonceTemplate {
  const parts: Buffer[] = []
  if (nonce) {
    const needle = Buffer.from(nonce)
    let from = 0
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
      parts.push(body.subarray(from, at))
      from = at + needle.length
    }
    parts.push(body.subarray(from))
  } else parts.push(body)
  // Independent raw deflate streams may be concatenated: none refers back past its own start.
  // zlib hands each output back as a slice of its 16 KiB (or larger) work buffer, which the slice keeps alive: a
  // page cut in seven kept seven of them, twice the bytes the cache counted (decision 057). One exact copy of all.
  const pieces = parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }))
  const packed = Buffer.concat(pieces)
  const deflated: Buffer[] = []
  let at = 0
  for (const piece of pieces) deflated.push(packed.subarray(at, (at += piece.length)))
  return { parts, deflated, size: body.length + packed.length }
}

/** The page with `nonce` in every place the rendered nonce stood. */
export function fillPlain(template: NonceTemplate, nonce: string): Buffer {
  const pieces: Buffer[] = []
  const filler = Buffer.from(nonce)
  template.parts.forEach((part, i) => (i ? pieces.push(filler, part) : pieces.push(part)))
  return Buffer.concat(pieces)
}

/** The same page as a gzip stream, built from the pieces deflated ahead of time. */
export function fillGzip(template: NonceTemplate, nonce: string): Buffer {
  const filler = Buffer.from(nonce)
  // A non-final stored block (BFINAL 0, BTYPE 00, padded to the byte the sync flush left us on), LEN, NLEN.
  const stored = Buffer.alloc(5)
  stored.writeUInt16LE(filler.length, 1)
  stored.writeUInt16LE(~filler.length & 0xffff, 3)
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  template.parts.forEach((part, i) => {
    if (i) {
      pieces.push(stored, filler)
      crc = crc32(filler, crc)
      length += filler.length
    }
    pieces.push(template.deflated[i]!)
    crc = crc32(part, crc)
    length += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  pieces.push(FINAL_BLOCK, trailer)
  return Buffer.concat(pieces)
}
