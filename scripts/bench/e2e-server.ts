// What the page-weight and Lighthouse benchmarks share: the e2e server (production build, fresh demo seed) started
// on a port and stopped when the script exits, and a page fetched as a first English visitor of a tenant host.
import { spawn } from 'node:child_process'
import { request } from 'node:http'

/** Starts `tests/e2e/serve.ts` on `port`; resolves once it listens. It is killed when this process exits. */
export async function startE2eServer(port: number): Promise<void> {
  const server = spawn('npx', ['tsx', 'tests/e2e/serve.ts'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  process.once('exit', () => {
    try {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  })
  await new Promise<void>((resolve) => server.stdout!.on('data', (d: Buffer) => d.toString().includes('e2e server on') && resolve()))
}

/** The page as a first visitor in English gets it: plain HTTP, the tenant picked by the Host header. */
export function getPage(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, cookie: 'locale=en' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`${host}${path}: ${res.statusCode}`))))
    })
    req.on('error', reject)
    req.end()
  })
}
