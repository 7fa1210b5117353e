// `npm run db:migrate`: apply the committed migrations to DATABASE_URL, or to the embedded PGlite.
import { migrateDatabase, openDatabase } from '../app/utils/db.server'

const database = await openDatabase()
await migrateDatabase(database)
console.log(`Migrations applied (${database.kind}).`)
await database.close()
