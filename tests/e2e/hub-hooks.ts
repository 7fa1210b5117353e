// Test-only endpoints for the partner hub (mounted by serve.ts under /__e2e/hub; the real server has none): a
// setup link as the server prints it at start-up.
import express, { type Router } from 'express'
import { createSetupLink } from '../../app/models/partners/onboarding.server'
import type { Db } from '../../app/utils/db.server'

export function hubHooks(db: Db, hubOrigin: string): Router {
  const router = express.Router()
  router.use(express.json())

  /** The one-time link to create the first platform admin (null once there is one). */
  router.post('/setup-link', async (_req, res) => {
    res.json({ link: await createSetupLink(db, hubOrigin) })
  })

  return router
}
