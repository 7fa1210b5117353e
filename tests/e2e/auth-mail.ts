// Finds the password-reset link emailed to an address: in the development mailbox page when the mail worker
// delivers there, else straight from the outbox row in the e2e server's database (the mail worker may not run).
import type { APIRequestContext } from '@playwright/test'
import postgres from 'postgres'
import { PORT } from './fixtures'

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const LINK = /https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[\w-]+/

// Node does not resolve *.localhost as the browser does: ask localhost with the tenant's Host header.
async function fromMailbox(request: APIRequestContext, host: string, email: string): Promise<string | null> {
  const get = (path: string) => request.get(`http://localhost:${PORT}${path}`, { headers: { Host: host } })
  const list = await get(`/_dev/mailbox?to=${encodeURIComponent(email)}`)
  if (!list.ok()) return null
  const entry = /href="(\/_dev\/mailbox\/[\w-]+)"/.exec(await list.text())?.[1]
  if (!entry) return null
  const html = await (await get(entry)).text()
  return LINK.exec(html.replace(/&amp;/g, '&'))?.[0] ?? null
}

/** The e2e server's database is one of the excursio_e2e_* ones (tests/helpers/database.ts); the address is unique to this test. */
async function fromOutbox(email: string): Promise<string | null> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
  try {
    const databases = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'excursio_e2e_%' order by oid desc`
    for (const { datname } of databases) {
      const url = new URL(ADMIN_URL)
      url.pathname = `/${datname}`
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {}, connect_timeout: 3 })
      try {
        const [row] = await sql<{ url: string }[]>`
          select payload->'passwordReset'->>'url' as url from outbox
          where kind = 'email' and payload->>'kind' = 'password_reset' and payload->>'to' = ${email}
          order by created_at desc limit 1`
        if (row?.url) return row.url
      } catch {
        // A database being created or dropped by another run, or one without the table yet.
      } finally {
        await sql.end({ timeout: 1 })
      }
    }
    return null
  } finally {
    await admin.end({ timeout: 1 })
  }
}

export async function resetLinkFor(request: APIRequestContext, host: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const link = (await fromMailbox(request, host, email)) ?? (await fromOutbox(email))
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no password reset email for ${email}`)
}
