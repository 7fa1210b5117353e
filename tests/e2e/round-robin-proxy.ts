// A load balancer in front of the two e2e app servers (issue 24): each request goes to the next server in turn, as
// it was sent (Host, cookies and body untouched), and the answer says which one served it (X-Upstream), so a test
// can show that both did. Plain node:http; nothing here is a product dependency.
import http from 'node:http'

export type Upstream = { name: string; port: number }

export function startRoundRobinProxy(upstreams: Upstream[], port: number): Promise<http.Server> {
  let next = 0
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!
    const forwarded = http.request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name })
      answer.pipe(res)
    })
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': upstream.name })
      res.end(`proxy: ${upstream.name} did not answer (${error.message})`)
    })
    req.pipe(forwarded)
  })
  server.on('close', () => agent.destroy())
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => resolve(server))
  })
}
