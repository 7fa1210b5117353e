// The socket postgres.js talks to PostgreSQL through, with a deadline on every answer (decision 056). postgres.js
// has no query timeout (porsager/postgres#1089): on a link that accepts bytes and never answers (a partition, a
// frozen server, a proxy that lost its backend) a query waits forever, its connection with it, and once every
// pooled connection is stuck so does every request. Here a request that gets no byte back within `answerMs` closes
// the connection with an error: its queries fail, the pool opens a new one, and the server recovers by itself.
// Only while an answer is owed does the clock run, so an idle pooled connection lives as long as postgres.js says.
import net from 'node:net'

type PostgresSocketOptions = { host: string[]; port: number[]; path?: string | false }

export class DatabaseNoAnswerError extends Error {
  code = 'DATABASE_NO_ANSWER'
}

/** A `socket` option for postgres.js. Plain TCP only: with `ssl`, postgres.js wraps it and the clock never starts. */
export function answerDeadlineSocket(answerMs: number) {
  let next = 0
  return (options: PostgresSocketOptions): net.Socket => {
    const i = next++ % options.host.length
    const socket = options.path ? net.connect(options.path) : net.connect(options.port[i] ?? options.port[0] ?? 5432, options.host[i])
    let timer: NodeJS.Timeout | null = null
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean
    socket.write = ((...args: unknown[]) => {
      // postgres.js can hand a query to a connection whose socket has failed but not yet closed (a reset reaches
      // every pooled socket at once); it rejects such a query only on an 'error', and one already came and went,
      // so without a second one the query would wait forever (seen in tests/integration/faults-database.test.ts).
      if (socket.destroyed) {
        process.nextTick(() => socket.listenerCount('error') > 0 && socket.emit('error', new DatabaseNoAnswerError('the connection to PostgreSQL was closed')))
        return write(...args)
      }
      timer ??= setTimeout(() => socket.destroy(new DatabaseNoAnswerError(`PostgreSQL did not answer within ${answerMs} ms`)), answerMs)
      return write(...args)
    }) as typeof socket.write
    const stop = () => {
      if (timer) clearTimeout(timer)
      timer = null
    }
    socket.on('data', stop)
    socket.on('close', stop)
    return socket
  }
}
