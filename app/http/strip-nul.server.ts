// React 18.3's stream renderer writes its 2048-byte buffer whole when the next piece of text does not fit, even
// when a multi-byte character (é, —, any Cyrillic letter) stopped the encoder one to three bytes short of the
// end: those unwritten bytes go out as NUL characters, and the traveller sees "places�" in the middle of a
// page (facebook/react#24985, #31134; fixed in React 19 by #26228, never released for 18). Each chunk React
// flushes is a fresh buffer, so trailing zero bytes are that gap, and HTML never carries a real NUL: the
// transform drops them.
import { Transform } from 'node:stream'

/** At most the bytes a UTF-8 character of four bytes can leave unwritten. */
const MAX_GAP = 3

const trimmed = (chunk: Uint8Array) => {
  let end = chunk.length
  while (end > 0 && chunk.length - end < MAX_GAP && chunk[end - 1] === 0) end -= 1
  return end === chunk.length ? chunk : chunk.subarray(0, end)
}

export function stripTrailingNul(): Transform {
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      done(null, trimmed(chunk))
    },
  })
}

/**
 * The page's body stream: NUL bytes stripped as above, and the chunks React writes in one go passed on as one.
 * React writes a page's shell as some thirty 2 KB chunks in the same tick; Remix's Express adapter flushes the
 * response after every chunk it reads, so each became a gzip sync flush and a socket write of its own (a CPU profile
 * of an uncached page put 20% of the server's time in zlib and socket writes, decision 064). Chunks are gathered
 * until the tick ends (`setImmediate`), so what arrives later (a Suspense boundary's content, the streamed data)
 * still goes out as soon as React writes it.
 */
export function pageBodyStream(): Transform {
  let pending: Uint8Array[] = []
  let scheduled: NodeJS.Immediate | null = null
  const release = () => {
    scheduled = null
    if (pending.length === 0) return
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    stream.push(out)
  }
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      pending.push(trimmed(chunk))
      scheduled ??= setImmediate(release)
      done()
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled)
      release()
      done()
    },
    destroy(error, done) {
      if (scheduled) clearImmediate(scheduled)
      pending = []
      done(error)
    },
  })
  return stream
}
