// `npm start`: build the app, migrate, seed an empty database, serve on PORT (3000) and print each tenant's URL.
import { execSync } from 'node:child_process'
import { startServer } from '../server'

if (!process.argv.includes('--no-build')) execSync('npx remix vite:build', { stdio: 'inherit' })
process.env.NODE_ENV = 'production'
await startServer({ seed: true })
