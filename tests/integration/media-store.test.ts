// The media store's contract (decision 047), run against both implementations: the PostgreSQL table, and an
// S3-compatible bucket on a real S3 server (moto_server, which checks every SigV4 signature with botocore's
// own signer; it ships with this project's machine image). Without moto_server on the PATH the S3 half is
// skipped, saying so; the signer alone is still checked against AWS's published examples (sigv4.server.test.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresMediaStore } from '../../app/services/media/postgres-store.server'
import { createS3MediaStore, type S3Config } from '../../app/services/media/s3-store.server'
import { sha256Hex, signRequest } from '../../app/services/media/sigv4.server'
import { uploadKey, type MediaStore } from '../../app/services/media/store'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const MOTO = spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).stdout.trim()

function contract(name: string, open: () => MediaStore) {
  describe(`the ${name} media store`, () => {
    it('gives back exactly the bytes and type it was given, under their key', async () => {
      const store = open()
      // Every byte value, zeros included: a text round trip would mangle these.
      const bytes = Buffer.concat([Buffer.from([...Array(256).keys()]), randomBytes(300_000)])
      const key = uploadKey(bytes, 'image/webp')
      await store.put(key, bytes, 'image/webp')
      const got = await store.get(key)
      expect(got?.contentType).toBe('image/webp')
      expect(got?.bytes.equals(bytes)).toBe(true)
      // The same key again (the same photo uploaded twice) is harmless.
      await store.put(key, bytes, 'image/webp')
      expect((await store.get(key))?.bytes.length).toBe(bytes.length)
    })

    it('answers null for a key it does not hold, and forgets a deleted key (deleting twice is fine)', async () => {
      const store = open()
      const bytes = randomBytes(1000)
      const key = uploadKey(bytes, 'image/webp')
      expect(await store.get(key)).toBeNull()
      await store.put(key, bytes, 'image/webp')
      await store.delete(key)
      expect(await store.get(key)).toBeNull()
      await expect(store.delete(key)).resolves.toBeUndefined()
    })
  })
}

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('media_store', { requirePostgres: true })
}, 60_000)
afterAll(() => database?.drop())
contract('PostgreSQL', () => createPostgresMediaStore(database.db))

// --- S3, on a real S3-compatible server -------------------------------------------------------------------

let moto: ChildProcess | null = null
let config: S3Config

/** A port no one listens on (asked of the system, then let go). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** An IAM call to moto; the first few are allowed unsigned (INITIAL_NO_AUTH_ACTION_COUNT), to create the key. */
async function iam(endpoint: string, params: Record<string, string>) {
  const body = new URLSearchParams({ ...params, Version: '2010-05-08' })
  // The credential scope names the service moto routes to; the signature itself is not checked for these calls.
  const authorization = 'AWS4-HMAC-SHA256 Credential=SETUP/20260101/us-east-1/iam/aws4_request, SignedHeaders=host, Signature=0'
  const res = await fetch(`${endpoint}/`, { method: 'POST', body, headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' } })
  const text = await res.text()
  if (!res.ok) throw new Error(`moto IAM ${params.Action}: ${res.status} ${text}`)
  return text
}

describe.skipIf(!MOTO)('S3 against moto_server (signatures checked)', () => {
  beforeAll(async () => {
    const port = await freePort()
    const endpoint = `http://127.0.0.1:${port}`
    // Four unsigned calls: user, key, policy, bucket; every call after them must carry a valid signature.
    moto = spawn(MOTO, ['-H', '127.0.0.1', '-p', String(port)], { env: { ...process.env, INITIAL_NO_AUTH_ACTION_COUNT: '4' }, stdio: 'ignore' })
    for (let i = 0; ; i++) {
      const up = await fetch(`${endpoint}/moto-api/`).then(
        () => true,
        () => false,
      )
      if (up) break
      if (i > 100) throw new Error('moto_server did not start')
      await new Promise((r) => setTimeout(r, 100))
    }
    await iam(endpoint, { Action: 'CreateUser', UserName: 'photos' })
    const key = await iam(endpoint, { Action: 'CreateAccessKey', UserName: 'photos' })
    const policy = JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }] })
    await iam(endpoint, { Action: 'PutUserPolicy', UserName: 'photos', PolicyName: 'photos', PolicyDocument: policy })
    config = {
      endpoint,
      bucket: 'excursio-photos',
      region: 'us-east-1',
      accessKeyId: /<AccessKeyId>([^<]+)</.exec(key)![1]!,
      secretAccessKey: /<SecretAccessKey>([^<]+)</.exec(key)![1]!,
      prefix: 'uploads/',
    }
    const url = new URL(`${endpoint}/${config.bucket}`)
    const headers = signRequest({ method: 'PUT', url, payloadHash: sha256Hex(''), region: config.region, accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, now: new Date() })
    delete headers.host
    const bucket = await fetch(url, { method: 'PUT', headers })
    if (!bucket.ok) throw new Error(`create bucket: ${bucket.status}`)
  }, 30_000)
  afterAll(() => void moto?.kill())

  contract('S3-compatible', () => createS3MediaStore(config))

  it('is refused by the server when the secret is wrong: the signature is really checked', async () => {
    const wrong = createS3MediaStore({ ...config, secretAccessKey: config.secretAccessKey.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })
    await expect(wrong.put(uploadKey(Buffer.from('x'), 'image/webp'), Buffer.from('x'), 'image/webp')).rejects.toThrow(/403 SignatureDoesNotMatch/)
    await expect(wrong.get(uploadKey(Buffer.from('x'), 'image/webp'))).rejects.toThrow(/403/)
  })

  it('keeps objects under the configured prefix', async () => {
    const store = createS3MediaStore(config)
    const bytes = randomBytes(100)
    const key = uploadKey(bytes, 'image/webp')
    await store.put(key, bytes, 'image/webp')
    const unprefixed = createS3MediaStore({ ...config, prefix: '' })
    expect(await unprefixed.get(key)).toBeNull()
    expect((await unprefixed.get(`uploads/${key}`))?.bytes.equals(bytes)).toBe(true)
  })
})
