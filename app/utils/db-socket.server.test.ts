import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerDeadlineSocket, DatabaseNoAnswerError } from './db-socket.server'

const servers: net.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A TCP server that answers every chunk (`echo`) or never answers (a partition). */
async function listen(answer: boolean) {
  const server = net.createServer((socket) => (answer ? socket.pipe(socket) : socket.on('data', () => {})))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { host: ['127.0.0.1'], port: [(server.address() as AddressInfo).port] }
}

describe('answerDeadlineSocket', () => {
  it('closes the connection with an error when a request gets no answer in time', async () => {
    const socket = answerDeadlineSocket(100)(await listen(false))
    const error = new Promise<Error>((resolve) => socket.on('error', resolve))
    socket.write('query')
    expect(await error).toBeInstanceOf(DatabaseNoAnswerError)
    expect(socket.destroyed).toBe(true)
  })

  it('leaves an answered or idle connection open', async () => {
    const socket = answerDeadlineSocket(100)(await listen(true))
    socket.write('query')
    await new Promise((resolve) => socket.once('data', resolve))
    // Idle for three deadlines: no request owed an answer, so no clock runs.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(socket.destroyed).toBe(false)
    socket.destroy()
  })

  it('reports a write on a socket that already failed as an error, so postgres.js rejects the query', async () => {
    const socket = answerDeadlineSocket(10_000)(await listen(true))
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.destroy()
    const error = new Promise<Error>((resolve) => socket.on('error', resolve))
    socket.write('query')
    expect((await error).message).toMatch(/closed/)
  })
})
