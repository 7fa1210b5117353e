// The hub's answers are written only as fast as the client reads (decision 044): while the socket's buffer is
// full, the body is not read further, so a long export never piles up in the server's memory.
import { Writable } from 'node:stream'
import type { Response as ExpressResponse } from 'express'
import { describe, expect, it } from 'vitest'
import { sendRemixResponse } from './remix-express.server'

/** A client that takes nothing until told: its buffer holds one 1 KB chunk. */
function slowClient() {
  const waiting: Array<() => void> = []
  const received: number[] = []
  const socket = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk.length)
      waiting.push(callback)
    },
  })
  const res = Object.assign(socket, {
    statusMessage: '',
    status: () => res,
    append: () => res,
  }) as unknown as ExpressResponse
  return { res, received, release: () => waiting.splice(0).forEach((cb) => cb()) }
}

function body(chunks: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(1024))
    },
  })
  return { stream, pulled: () => pulled }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('writing an answer with backpressure', () => {
  it('reads no further while the client has not taken what was written', async () => {
    const client = slowClient()
    const source = body(100)
    const sending = sendRemixResponse(client.res, new Response(source.stream), { backpressure: true })
    await tick()
    // One chunk written (the buffer is full), and at most a chunk or two read ahead by the stream's own queue.
    expect(source.pulled()).toBeLessThanOrEqual(3)
    // As the client takes each chunk, the next is read: never more than a few ahead of what it has taken.
    let ahead = 0
    for (let i = 0; i < 500 && client.received.length < 100; i++) {
      client.release()
      await new Promise((resolve) => setImmediate(resolve))
      ahead = Math.max(ahead, source.pulled() - client.received.length)
    }
    client.release()
    await sending
    expect(ahead).toBeLessThanOrEqual(3)
    expect(source.pulled()).toBe(100)
    expect(client.received.reduce((a, b) => a + b, 0)).toBe(100 * 1024)
  })

  it('the adapter’s own writer, by contrast, reads the whole body into the buffer at once', async () => {
    const client = slowClient()
    const source = body(100)
    const sending = sendRemixResponse(client.res, new Response(source.stream))
    await tick()
    expect(source.pulled()).toBe(100)
    for (let i = 0; i < 500 && client.received.length < 100; i++) {
      client.release()
      await new Promise((resolve) => setImmediate(resolve))
    }
    client.release()
    await sending
  })
})
