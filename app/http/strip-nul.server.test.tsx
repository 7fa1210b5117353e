import { PassThrough, type Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Suspense } from 'react'
import { pageBodyStream, stripTrailingNul } from './strip-nul.server'

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

describe('pageBodyStream (decision 064)', () => {
  it('leaves no NUL byte and every character whole', async () => {
    for (const pad of [0, 5, 11]) {
      const text = (await render(pad, pageBodyStream)).toString('utf8')
      expect(text.includes('\u0000')).toBe(false)
      expect(text).not.toContain('\uFFFD')
      for (const i of [0, 150, 299]) expect(text).toContain(`${'a'.repeat(pad)}é—${i}</li>`)
    }
  })

  it("passes React's chunks written in one tick on as one, and what comes later as soon as it comes", async () => {
    let resolveLate: (v: string) => void = () => {}
    const late = new Promise<string>((resolve) => (resolveLate = resolve))
    let arrived: string | undefined
    void late.then((v) => (arrived = v))
    // React 18 suspends on a thrown promise.
    const Late = () => {
      if (arrived === undefined) throw late
      return <p>{arrived}</p>
    }
    const chunks: Array<{ at: number; text: string }> = []
    const started = performance.now()
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <div>
          {page(3)}
          <Suspense fallback={<i>loading</i>}>
            <Late />
          </Suspense>
        </div>,
        {
          onShellReady() {
            const body = pageBodyStream()
            body.on('data', (c: Buffer) => chunks.push({ at: performance.now() - started, text: c.toString('utf8') }))
            body.on('end', resolve)
            pipe(body)
            setTimeout(() => resolveLate('arrived later'), 100)
          },
          onShellError: reject,
        },
      )
    })
    // React wrote the shell (the 300-item list, ~12 KB) as several 2 KB chunks; they come out as one.
    expect(chunks[0]!.text).toContain('é—299</li>')
    expect(chunks[0]!.text).toContain('loading')
    expect(chunks[0]!.text).not.toContain('arrived later')
    expect(chunks[0]!.at).toBeLessThan(100)
    const rest = chunks.slice(1).map((c) => c.text).join('')
    expect(rest).toContain('arrived later')
    expect(chunks.length).toBeLessThanOrEqual(3)
  })
})
