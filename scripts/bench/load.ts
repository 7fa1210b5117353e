// A small closed-loop HTTP load generator: `connections` keep-alive clients hammer one URL for `seconds`.
import http from 'node:http'

export type LoadResult = { requests: number; errors: number; seconds: number; rps: number; p50: number; p95: number; p99: number }

/** `cookie` defaults to a first visitor's (`locale=en`), which the page cache serves. */
export async function runLoad(options: { url: string; host: string; connections: number; seconds: number; cookie?: string }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + options.seconds * 1000
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const req = http.get(options.url, { agent, headers: { Host: options.host, Cookie: options.cookie ?? 'locale=en', 'Accept-Encoding': 'gzip' } }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started)
          else errors++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
    })
  const client = async () => {
    while (performance.now() < deadline) await once()
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: options.connections }, client))
  const seconds = (performance.now() - began) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}
