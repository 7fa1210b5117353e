// The environment a benchmark starts the production server with (`tsx server.ts`, as `npm run serve` does): the
// bench database, the port, and a session secret, without which a production server refuses to start (decision 058).
import { randomBytes } from 'node:crypto'

const benchSecret = randomBytes(32).toString('base64url')

export function productionServerEnv(url: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, SESSION_SECRET: process.env.SESSION_SECRET ?? benchSecret, DATABASE_URL: url, PORT: String(port), ...extra, NODE_ENV: 'production' }
}
