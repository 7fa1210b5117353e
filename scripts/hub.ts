// `npm run hub -- setup-link`: a one-time link to create the first platform admin of the partner hub (decision
// 044), for a server whose start-up message was missed. Refused once an admin exists: from then on, people join
// by invitation. Reads DATABASE_URL, else the embedded database (stop `npm start` first: it holds it open).
import { createSetupLink } from '../app/models/partners/onboarding.server'
import { openDatabase, migrateDatabase } from '../app/utils/db.server'
import { env } from '../app/utils/env.server'

const [command] = process.argv.slice(2)
if (command !== 'setup-link') {
  console.error('Usage: npm run hub -- setup-link\n  Prints a one-time link (24 hours) to create the first platform admin of the partner hub.')
  process.exit(2)
}
const database = await openDatabase()
try {
  await migrateDatabase(database)
  const origin = env.HUB_ORIGIN ?? `http://partners.localhost:${process.env.PORT ?? 3000}`
  const link = await createSetupLink(database.db, origin)
  if (!link) {
    console.error('A platform admin exists already: no setup link is made. Ask an admin for an invitation.')
    process.exitCode = 1
  } else console.log(`Create the first platform admin (works once, for 24 hours):\n${link}`)
} finally {
  await database.close()
}
