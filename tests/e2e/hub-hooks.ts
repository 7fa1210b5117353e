// Test-only endpoints for the partner hub (mounted by serve.ts under /__e2e/hub; the real server has none): a
// setup link as the server prints it at start-up, and staff accounts made directly, for tests about what they
// do rather than how they joined.
import { eq } from 'drizzle-orm'
import express, { type Router } from 'express'
import { staffAccounts, staffMemberships, suppliers } from '../../drizzle/schema/index'
import { createSetupLink } from '../../app/models/partners/onboarding.server'
import type { Db } from '../../app/utils/db.server'
import { hashPassword } from '../../app/utils/password.server'

export function hubHooks(db: Db, hubOrigin: string): Router {
  const router = express.Router()
  router.use(express.json())

  /** The one-time link to create the first platform admin (null once there is one). */
  router.post('/setup-link', async (_req, res) => {
    res.json({ link: await createSetupLink(db, hubOrigin) })
  })

  /** A staff member of a supplier (by slug), signed in with the password given. */
  router.post('/staff', async (req, res) => {
    const { email, name, password, supplier, role } = req.body as { email: string; name: string; password: string; supplier: string; role: 'owner' | 'staff' }
    const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, supplier))
    if (!row) return void res.status(404).json({ message: `no supplier ${supplier}` })
    const [account] = await db.insert(staffAccounts).values({ email: email.toLowerCase(), name, passwordHash: await hashPassword(password) }).returning({ id: staffAccounts.id })
    await db.insert(staffMemberships).values({ staffId: account!.id, supplierId: row.id, role })
    res.json({ id: account!.id, supplierId: row.id })
  })
  return router
}
