// An HTTPS and HTTP/2 front for the benchmarks, as a deployment has one (docs/onboarding.md, "Domains, DNS and the
// proxy": nginx or a load balancer terminates TLS and speaks HTTP/2 to browsers). Every request goes on to the app
// over plain HTTP/1.1 with its Host header unchanged, as `proxy_set_header Host $host` does. The certificate is a
// throwaway self-signed one for localhost and *.localhost, made with openssl; the browser is told to accept it.
// Without this front a browser talks HTTP/1.1 to the app itself, six connections per host name, and a page's 30
// scripts queue behind each other: no visitor of a deployed site sees that (decision 041).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'te', 'host'])

/** Listens on `port` with TLS (HTTP/2, HTTP/1.1 for clients without it) and forwards to the app on `target`. */
export async function startH2Front(port: number, target: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'excursio-h2-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'], { stdio: 'ignore' })
  } catch (error) {
    throw new Error(`the HTTP/2 front needs openssl to make its certificate (apt-get install openssl), or pass --http1: ${String(error)}`)
  }
  const options = { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }
  rmSync(dir, { recursive: true, force: true })
  const server = http2.createSecureServer(options, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { host: req.headers[':authority'] ?? req.headers.host, 'x-forwarded-proto': 'https' }
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (answer) => {
      const out: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value
      res.writeHead(answer.statusCode ?? 502, out)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
