// Posts a webhook over real HTTP. `*.localhost` names are connected to on 127.0.0.1 with the original
// Host header: Node's resolver does not always map them, and the tenant is chosen by that header.
import http from 'node:http'
import https from 'node:https'

export type PostResult = { status: number } | { error: string }

export function postWebhook(url: string, body: string, headers: Record<string, string>, timeoutMs = 10_000): Promise<PostResult> {
  const target = new URL(url)
  const local = target.hostname === 'localhost' || target.hostname.endsWith('.localhost')
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      {
        method: 'POST',
        host: local ? '127.0.0.1' : target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        servername: local ? undefined : target.hostname,
        headers: { ...headers, host: target.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'ExcursioSandboxGateway/1' },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }))
        response.on('error', (error) => resolve({ error: error.message }))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    request.on('error', (error) => resolve({ error: error.message }))
    request.end(body)
  })
}
