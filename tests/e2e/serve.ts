// The server Playwright tests run against: the production build, a fresh seeded database, port E2E_PORT.
import { createServer } from '../../server'
import { seedDatabase } from '../../drizzle/seed/index'
import { createTestDatabase } from '../helpers/database'

process.env.NODE_ENV = 'production'
const port = Number(process.env.E2E_PORT ?? 3100)
const database = await createTestDatabase('e2e')
await seedDatabase(database.db)
const app = await createServer({ database })
const server = app.listen(port, () => console.log(`e2e server on http://localhost:${port} (${database.kind})`))
const stop = () => server.close(() => void database.drop().then(() => process.exit(0)))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
