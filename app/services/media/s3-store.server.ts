// MEDIA_STORE=s3: photos' bytes in a bucket of any S3-compatible server, reached with SigV4-signed requests
// (sigv4.server.ts). Path-style URLs (`<endpoint>/<bucket>/<key>`): every S3-compatible server answers them,
// where virtual-host style needs DNS per bucket. The secret never leaves the server.
import type { MediaStore } from './store'
import { sha256Hex, signRequest } from './sigv4.server'

export type S3Config = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Prepended to every key (e.g. `photos/`), so one bucket can hold other things too. */
  prefix?: string
  fetch?: typeof fetch
  now?: () => Date
}

const TIMEOUT_MS = 20_000

export function createS3MediaStore(config: S3Config): MediaStore {
  const send = config.fetch ?? fetch
  const now = config.now ?? (() => new Date())
  const base = config.endpoint.replace(/\/+$/, '')

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = new URL(`${base}/${encodeURIComponent(config.bucket)}/${(config.prefix ?? '') + key}`)
    const headers = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      now: now(),
    })
    delete headers.host
    return send(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) })
  }

  async function fail(what: string, key: string, res: Response): Promise<never> {
    // S3 explains a refusal in an XML <Code>; keep the code, never the request's headers (they hold the signature).
    const text = await res.text().catch(() => '')
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? ''
    throw new Error(`S3 ${what} ${key}: ${res.status} ${code}`.trim())
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const res = await call('PUT', key, bytes, contentType)
      if (!res.ok) await fail('put', key, res)
      await res.arrayBuffer()
    },
    async get(key) {
      const res = await call('GET', key)
      if (res.status === 404) {
        await res.arrayBuffer()
        return null
      }
      if (!res.ok) await fail('get', key, res)
      return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' }
    },
    async delete(key) {
      const res = await call('DELETE', key)
      if (!res.ok && res.status !== 404) await fail('delete', key, res)
      await res.arrayBuffer()
    },
  }
}
