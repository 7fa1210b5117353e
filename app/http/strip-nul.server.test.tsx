import { PassThrough, type Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { stripTrailingNul } from './strip-nul.server'

/** Many short texts with multi-byte characters: some land across React's 2048-byte buffer boundary. */
const page = (pad: number) => (
  <ul>
    {Array.from({ length: 300 }, (_, i) => (
      <li key={i}>{`${'a'.repeat(pad)}é—${i}`}</li>
    ))}
  </ul>
)

function render(pad: number, through?: () => Writable & NodeJS.ReadableStream) {
  return new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page(pad), {
      onAllReady() {
        const out = new PassThrough()
        const chunks: Buffer[] = []
        out.on('data', (c: Buffer) => chunks.push(Buffer.from(c)))
        out.on('end', () => resolve(Buffer.concat(chunks)))
        if (through) pipe(through()).pipe(out)
        else pipe(out)
      },
      onShellError: reject,
    })
  })
}

describe('stripTrailingNul', () => {
  const pads = Array.from({ length: 14 }, (_, i) => i)

  it("is needed: React 18's stream puts NUL bytes into such a page", async () => {
    const raw = await Promise.all(pads.map((pad) => render(pad)))
    expect(raw.filter((b) => b.includes(0)).length).toBeGreaterThan(0)
  })

  it('leaves no NUL byte and every character whole', async () => {
    for (const pad of pads) {
      const html = await render(pad, stripTrailingNul)
      expect(html.includes(0), `pad ${pad}`).toBe(false)
      const text = html.toString('utf8')
      expect(text).not.toContain('\uFFFD')
      for (const i of [0, 150, 299]) expect(text).toContain(`${'a'.repeat(pad)}é—${i}</li>`)
    }
  })
})
