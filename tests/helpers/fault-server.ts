// A server process the fault tests start and kill (decision 056): the whole app (development mode, no build) on
// PORT, its database at DATABASE_URL, its workers on short intervals, as a real server runs them.
// `tsx tests/helpers/fault-server.ts`; prints "ready" once it listens.
import { openDatabase } from '../../app/utils/db.server'
import { createServer } from '../../server'

const port = Number(process.env.PORT)
const database = await openDatabase({ url: process.env.DATABASE_URL })
const app = await createServer({ database, dev: true, quiet: true, pageCacheSeconds: 0, hubOrigin: `http://partners.localhost:${port}` })
const stopWorkers = app.startWorkers({ mailMs: 200, bookingMs: 300, webhooksMs: 200 })
const server = app.listen(port, '127.0.0.1', () => console.log('ready'))
process.once('SIGTERM', () =>
  server.close(
    () =>
      void stopWorkers()
        .then(() => database.close())
        .then(() => process.exit(0))
  )
)
