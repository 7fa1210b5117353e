// The HTTP server: resolves the tenant and locale at the front door, then hands the request to Remix
// with one request context { tenant, locale, db, payments }. `tsx server.ts [--dev]` runs it directly.
// The models, services and workers come from the build it serves (app/runtime.server.ts, decision 031), never
// from source: this file imports only the front door's utils and the tenant store.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { AppRuntime, createAppRuntime, WorkerIntervals } from './app/runtime.server'
import { ADVISORY_LOCKS, openDatabase, migrateDatabase, withDbScope, type Database, type DbScope } from './app/utils/db.server'
import { timedStep } from './app/utils/startup-progress'
import { refuseToStart, StartRefused } from './app/utils/start-refusal'
import type { RequestContext } from './app/utils/context'
import { env } from './app/utils/env.server'
import { decideRequest } from './app/http/front-door.server'
import { createPageCache } from './app/http/page-cache.server'
import { listenForPageChanges, tenantsSelling } from './app/http/page-cache-bus.server'
import { onCatalogueChange, publishCatalogueChange } from './app/models/catalogue/catalogue-events.server'
import { createGuardedRequestHandler, HUB_PHOTO_UPLOAD_PATH } from './app/http/request-guard.server'
import { securityHeaders } from './app/http/security-headers.server'
import { installRouteMatching } from './app/http/route-matching.server'
import { installServerRouteKeeping } from './app/http/server-routes.server'
import { createTenantStore, formatProblem, loadTenants, TENANTS_DIR } from './app/tenancy/load.server'
import { describeTenantAddresses } from './app/tenancy/resolve'
import { createHubDoor, hubRequestAllowed, isHubHost } from './app/http/hub-door.server'
import { answerCertificateAsk, CERTIFICATE_ASK_PATH } from './app/http/certificate-hosts.server'
import type { HubContext } from './app/utils/hub-context'
import { PLATFORM_TENANT } from './app/domain/hub-mail'

export type ServerOptions = {
  database: Database
  dev?: boolean
  tenantsDir?: string
  quiet?: boolean
  pageCacheSeconds?: number
  trustProxy?: number
  /** The partner hub's origin (decision 044); default HUB_ORIGIN, else http://partners.localhost:<PORT>. */
  hubOrigin?: string
}

/** The hub's origin when nothing names it: partners.localhost on the server's port. */
export const defaultHubOrigin = (port: number | string = process.env.PORT ?? 3000) => env.HUB_ORIGIN ?? `http://partners.localhost:${port}`

/** What the Remix server build's entry exports besides the request handler (app/entry.server.tsx). */
type RuntimeEntry = { createAppRuntime: typeof createAppRuntime }

export type AppServer = express.Express & { startWorkers(intervals?: WorkerIntervals): () => Promise<void>; runtime: AppRuntime; hubOrigin: string }

export async function createServer({ database, dev = false, tenantsDir, quiet = false, pageCacheSeconds, trustProxy, hubOrigin }: ServerOptions): Promise<AppServer> {
  installRouteMatching() // React Router's route matching, kept per route tree (decision 064)
  installServerRouteKeeping() // a document's route objects, built once per build (decision 066)
  const tenants = createTenantStore({
    dir: tenantsDir,
    onProblems: (problems) => problems.forEach((p) => console.error(`[tenants] refused ${formatProblem(p)}`)),
  })
  // Workers and webhooks have no request context: they find a tenant's config (and provider) by id here.
  const tenantById = (id: string) => tenants.get().tenants.find((t) => t.id === id)
  // Created from the build below, before the server listens.
  const built: { runtime?: AppRuntime } = {}
  const app = express()
  app.disable('x-powered-by')
  // A number of hops (TRUST_PROXY), so req.ip — the address rate limits count by — is never a header a client chose.
  app.set('trust proxy', trustProxy ?? env.TRUST_PROXY)
  app.use(compression())
  app.use(securityHeaders({ dev }))
  // `ok` and the outbox's figures from a background snapshot (decision 053): no query per probe.
  app.get('/healthz', (_req, res) => void res.type('text/plain').send(built.runtime?.healthText() ?? 'ok\n'))

  // The partner hub: its own host name, its own Remix build, never a tenant (decision 044).
  const hubDoor = createHubDoor(hubOrigin ?? defaultHubOrigin(), env.HUB_HOSTS)
  // Before any host is resolved: the TLS proxy asks on its own address whether a new name is ours (docs/deployment.md).
  app.get(CERTIFICATE_ASK_PATH, (req, res) => {
    const answer = answerCertificateAsk(req.query, tenants.get().index, hubDoor)
    res.status(answer.status).set('Cache-Control', 'no-store').type('text/plain').send(answer.body)
  })
  const hub = express.Router()
  app.use((req, res, next) => (isHubHost(hubDoor, req.headers.host) ? hub(req, res, next) : next()))

  app.use((req, res, next) => {
    const url = new URL(req.originalUrl, 'http://placeholder')
    const decision = decideRequest(tenants.get().index, {
      host: req.headers.host,
      method: req.method,
      pathname: url.pathname,
      search: url.search,
      secure: req.secure,
      headers: {
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
        origin: req.headers.origin,
        referer: req.headers.referer,
        secFetchSite: req.headers['sec-fetch-site'] as string | undefined,
      },
    })
    switch (decision.kind) {
      case 'unknown-host':
        return void res.status(404).type('text/plain').send('Not found')
      case 'bad-request':
        return void res.status(400).type('text/plain').send('Bad request')
      case 'forbidden':
        return void res.status(403).type('text/plain').send('Forbidden')
      case 'redirect':
        if (decision.setCookie) res.append('Set-Cookie', decision.setCookie)
        res.append('Vary', 'Cookie, Accept-Language')
        return void res.redirect(decision.status, decision.location)
      case 'serve': {
        if (decision.setCookie) res.append('Set-Cookie', decision.setCookie)
        const context: RequestContext = {
          tenant: decision.tenant,
          locale: decision.locale,
          currency: decision.currency,
          localeNotEnabled: decision.localeNotEnabled,
          db: database.app,
          payments: built.runtime!.payments,
          requestId: randomUUID(),
          clientIp: req.ip,
          nonce: res.locals.nonce as string,
          contentDir: path.join(tenantsDir ?? TENANTS_DIR, decision.tenant.id, 'content'),
        }
        res.locals.context = context
        // Every query of this request runs for its tenant only (row-level security, decision 055).
        return withDbScope({ tenantId: decision.tenant.id }, next)
      }
    }
  })

  let build: () => Promise<ServerBuild>
  if (dev) {
    const vite = await import('vite')
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, logLevel: quiet ? 'error' : 'info' })
    app.use(viteServer.middlewares)
    build = () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  } else {
    const client = path.resolve('build/client')
    // Scripts and stylesheets are compressed at build time (vite.config.ts, decision 040): a browser that accepts
    // gzip gets the `.gz` beside the file; `compression()` leaves an answer that already has an encoding alone.
    app.use('/assets', expressStaticGzip(path.join(client, 'assets'), { index: false, serveStatic: { immutable: true, maxAge: '1y', index: false } }))
    app.use(express.static(client, { maxAge: '1h', index: false }))
    const serverBuild = pathToFileURL(path.resolve('build/server/index.js')).href
    build = () => import(serverBuild) as Promise<ServerBuild>
  }
  // In development the first load of the build; Vite may reload route modules later, the runtime stays.
  const shopBuild = await build()
  const entry = shopBuild.entry.module as unknown as RuntimeEntry
  const runtime = (built.runtime = entry.createAppRuntime({ db: database.app, getTenant: tenantById, hubOrigin: hubDoor.origin }))

  let hubBuild: () => Promise<ServerBuild>
  if (dev) {
    const vite = await import('vite')
    // The same vite.config.ts, read as the hub's (EXCURSIO_APP) while this server is created.
    process.env.EXCURSIO_APP = 'hub'
    // Remix's Vite plugin keeps its development hooks (the critical CSS of a page) in one global, which the second
    // app's server overwrites: keep both and ask the one whose build is rendering.
    type DevHooks = { getCriticalCss?: (build: ServerBuild, url: string) => Promise<string | undefined> }
    const HOOKS = '__remix_devServerHooks'
    // eslint-disable-next-line no-restricted-syntax -- the slot is Remix's own (its dev server hooks), not one of ours
    const slot = globalThis as unknown as Record<string, DevHooks | undefined>
    const shopHooks = slot[HOOKS]
    const hubVite = await vite.createServer({ server: { middlewareMode: true }, logLevel: quiet ? 'error' : 'info' }).finally(() => delete process.env.EXCURSIO_APP)
    const hubHooks = slot[HOOKS]
    const isHubBuild = (b: ServerBuild) => b.assetsBuildDirectory.replaceAll('\\', '/').includes('build/hub/')
    slot[HOOKS] = { ...shopHooks, getCriticalCss: (b, url) => (isHubBuild(b) ? hubHooks : shopHooks)?.getCriticalCss?.(b, url) ?? Promise.resolve(undefined) }
    hub.use(hubVite.middlewares)
    hubBuild = () => hubVite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  } else {
    const hubClient = path.resolve('build/hub/client')
    hub.use('/assets', expressStaticGzip(path.join(hubClient, 'assets'), { index: false, serveStatic: { immutable: true, maxAge: '1y', index: false } }))
    hub.use(express.static(hubClient, { maxAge: '1h', index: false }))
    const hubServerBuild = pathToFileURL(path.resolve('build/hub/server/index.js')).href
    hubBuild = () => import(hubServerBuild) as Promise<ServerBuild>
  }
  // Every load (once in production; after each change in development) wires the hub's copy of the models.
  const loadHub = hubBuild
  type HubEntry = { configureHubRuntime?: (o: { getTenant: typeof tenantById; hubOrigin: string }) => void }
  hubBuild = () =>
    loadHub().then((b) => {
      ;(b.entry.module as HubEntry).configureHubRuntime?.({ getTenant: tenantById, hubOrigin: hubDoor.origin })
      return b
    })
  hub.use((req, res, next) => {
    const allowed = hubRequestAllowed({
      method: req.method,
      host: req.headers.host,
      origin: req.headers.origin,
      referer: req.headers.referer,
      secFetchSite: req.headers['sec-fetch-site'] as string | undefined,
    })
    if (!allowed) return void res.status(403).type('text/plain').send('Forbidden')
    const context: HubContext = {
      app: 'hub',
      db: database.app,
      payments: runtime.payments,
      origin: hubDoor.origin,
      getTenant: tenantById,
      tenants: () => tenants.get().tenants,
      requestId: randomUUID(),
      clientIp: req.ip,
      nonce: res.locals.nonce as string,
    }
    res.locals.context = context
    // The hub's own mail (tenant PLATFORM_TENANT) until someone signs in; app/hub/session.server.ts then adds the
    // suppliers of the signed-in person, or every row for a platform admin (decision 055).
    const scope: DbScope = { tenantId: PLATFORM_TENANT }
    withDbScope(scope, next)
  })
  // In production Remix is handed the build itself, not a function: given a function it imports the build and derives
  // its routes and data router again on every request (a tenth of an uncached page's CPU; decision 057).
  const hubHandlerBuild = dev ? hubBuild : await hubBuild()
  hub.all('*', createGuardedRequestHandler({ build: hubHandlerBuild, getLoadContext: (_req, res) => res.locals.context as RequestContext, backpressure: true, streamedUploads: HUB_PHOTO_UPLOAD_PATH }))
  // The id of the build this server runs, polled by the pages (spec §7; app/components/build-update.ts): the same
  // value as the `version` of the Remix manifest a page loads with. Never cached, by anyone.
  app.get('/build-manifest.json', (_req, res, next) => {
    build()
      .then((b) => void res.set('Cache-Control', 'no-store').json({ buildId: b.assets.version }))
      .catch(next)
  })
  // After the front door (it knows the tenant, locale and currency) and the static files; off in development.
  // A buyer's pages are kept too, keyed by their cart count and account menu (decision 038).
  const pageTtl = dev ? 0 : (pageCacheSeconds ?? env.PAGE_CACHE_SECONDS)
  const pageCache = createPageCache({ ttlSeconds: pageTtl, maxBytes: env.PAGE_CACHE_MAX_SIZE, variantOf: runtime.pageVariant })
  app.use(pageCache.middleware)
  // A catalogue edit in the partner hub empties this server's cache at once, and reaches the others on the same
  // database through PostgreSQL (decision 052).
  onCatalogueChange((change) => {
    pageCache.clear()
    if (database.kind === 'postgres') publishCatalogueChange(database.db, change).catch((error) => console.error('[page cache] could not tell the other servers', error))
  })
  // Seats taken or freed, dates closed, prices changed, on this server or another: the tenants selling that supplier.
  if (pageTtl > 0) {
    await listenForPageChanges({
      listen: database.listen,
      invalidate: (change) => (change === 'all' ? pageCache.clear() : pageCache.clearTenants(tenantsSelling(tenants.get().tenants, change.suppliers))),
    })
  }
  // Every action's body is checked to be a form before Remix runs it (docs/decisions/018-request-guard.md).
  app.all('*', createGuardedRequestHandler({ build: dev ? build : shopBuild, getLoadContext: (_req, res) => res.locals.context as RequestContext }))
  // The workers work across tenants: their timers start in the one scope no request can reach (decision 055).
  const startWorkers = (intervals?: WorkerIntervals) => withDbScope({ every: 'system' }, () => runtime.startWorkers(intervals))
  return Object.assign(app, { startWorkers, runtime, hubOrigin: hubDoor.origin })
}

export async function startServer(options: { port?: number; dev?: boolean; seed?: boolean; sharedSecret?: boolean } = {}) {
  const refusal = refuseToStart({ sharedSecret: options.sharedSecret ?? false }, { sessionSecret: Boolean(env.SESSION_SECRET) })
  if (refusal) throw new StartRefused(refusal)
  const database = await openDatabase()
  // Each step says what it is doing: between the build and the ready line a first run spends a minute or two here.
  await timedStep('Applying database migrations', () => migrateDatabase(database))
  if (options.seed) {
    // Only where asked (`npm start`, `npm run dev`): a no-op (one quick check) when the demo catalogue is there,
    // and under a lock, so servers started at once on an empty database seed it once.
    const { seedDatabase } = await import('./drizzle/seed/index')
    const writing = () => console.log('  Seeding the demo catalogue (first run only, about a minute)…')
    await timedStep('Checking the demo catalogue', () => database.exclusively(ADVISORY_LOCKS.demoSeed, () => database.unhurried((db) => seedDatabase(db, { onWrite: writing }))), { heartbeatMs: 15_000 })
  }
  const port = options.port ?? Number(process.env.PORT ?? 3000)
  const app = await createServer({ database, dev: options.dev, hubOrigin: defaultHubOrigin(port) })
  // Emails, the sandbox gateway's retries, holds, reconciliation and refunds/captures, from the build, over the
  // tenants as the running server knows them (a tenant added or edited since start-up gets its emails too).
  const stopWorkers = app.startWorkers()
  const server = app.listen(port, () => {
    // Every tenant in the folder as it is now; one added later serves too, without a restart (decision 030).
    const { tenants, problems } = loadTenants()
    console.log(`Excursio is running (${database.kind === 'pglite' ? 'embedded PGlite in .data/' : 'PostgreSQL'}), ${tenants.length} tenant${tenants.length === 1 ? '' : 's'}:`)
    for (const line of describeTenantAddresses(tenants, port)) console.log(line)
    console.log(`  Partner hub (suppliers and platform admins): ${app.hubOrigin}`)
    // The first platform admin: a one-time link, printed only while there is none (never an open sign-up).
    void app.runtime
      .hubSetupLink()
      .then((link) => link && console.log(`  No platform admin yet. Create the first one (link works once, for 24 hours):\n  ${link}`))
      .catch((error) => console.error('[hub] setup link:', error))
    if (problems.length) console.log(`  (${problems.length} tenant file${problems.length === 1 ? '' : 's'} refused: npm run tenant -- check says why)`)
  })
  const stop = () => {
    server.close(
      () =>
        void stopWorkers()
          .then(() => database.close())
          .then(() => process.exit(0))
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return server
}


if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dev = process.argv.includes('--dev')
  // `npm run serve` is what production runs (several servers, one database): it never seeds and never makes up
  // a secret of its own. `npm run dev` is one developer's server: both, like `npm start`.
  startServer({ dev, seed: dev || process.argv.includes('--seed'), sharedSecret: !dev }).catch((error) => {
    console.error(error instanceof StartRefused ? `Excursio did not start: ${error.message}` : error)
    process.exit(1)
  })
}
