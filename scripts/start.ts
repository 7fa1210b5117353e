// `npm start`: build the app, migrate, seed an empty database, serve on PORT (3000) and print each tenant's URL.
import { execSync } from 'node:child_process'
import { startServer } from '../server'

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
process.env.NODE_ENV = 'production'
// The local demo has no mail server: keep its emails in the development mailbox (/_dev/mailbox) unless told
// otherwise (SMTP_URL set, or DEV_MAILBOX=off). A real deployment runs `npm run serve` (docs/decisions/011).
process.env.DEV_MAILBOX ??= 'on'
await startServer({ seed: true })
