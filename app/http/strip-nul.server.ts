// React 18.3's stream renderer writes its 2048-byte buffer whole when the next piece of text does not fit, even
// when a multi-byte character (é, —, any Cyrillic letter) stopped the encoder one to three bytes short of the
// end: those unwritten bytes go out as NUL characters, and the traveller sees "places�" in the middle of a
// page (facebook/react#24985, #31134; fixed in React 19 by #26228, never released for 18). Each chunk React
// flushes is a fresh buffer, so trailing zero bytes are that gap, and HTML never carries a real NUL: the
// transform drops them.
import { Transform } from 'node:stream'

/** At most the bytes a UTF-8 character of four bytes can leave unwritten. */
const MAX_GAP = 3

export function stripTrailingNul(): Transform {
  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      let end = chunk.length
      while (end > 0 && chunk.length - end < MAX_GAP && chunk[end - 1] === 0) end -= 1
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end))
    },
  })
}
