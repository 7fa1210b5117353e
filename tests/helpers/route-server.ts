// A real HTTP server for the platform's plain routes (webhooks, sandbox gateway, dev mailbox) without a
// Remix build: the same front door as server.ts, then the route module's loader or action with the raw body.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { RequestContext } from '../../app/utils/context'
import { testPayments } from './context'
import type { Db } from '../../app/utils/db.server'
import { decideRequest } from '../../app/http/front-door.server'
import { loadTenants } from '../../app/tenancy/load.server'

type RouteModule = { loader?: (args: LoaderFunctionArgs) => Promise<Response>; action?: (args: ActionFunctionArgs) => Promise<Response> }
export type RouteServer = { port: number; origin: (host: string) => string; close: () => Promise<void> }

const ROUTES: Array<[RegExp, () => Promise<RouteModule>]> = [
  [/^\/webhooks\/payments\/(?<provider>[^/]+)$/, () => import('../../app/routes/webhooks.payments')],
  [/^\/_sandbox\/pay\/(?<sessionId>[^/]+)$/, () => import('../../app/routes/sandbox-pay')],
  [/^\/_dev\/mailbox(?:\/(?<id>[^/]+))?$/, () => import('../../app/routes/dev-mailbox')],
]

export async function startRouteServer(db: Db): Promise<RouteServer> {
  const { index } = loadTenants()
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
      const decision = decideRequest(index, {
        host: req.headers.host,
        method: req.method ?? 'GET',
        pathname: url.pathname,
        search: url.search,
        secure: false,
        headers: { cookie: req.headers.cookie, origin: req.headers.origin, referer: req.headers.referer, secFetchSite: req.headers['sec-fetch-site'] as string | undefined },
      })
      const refused = { forbidden: 403, redirect: 301, 'bad-request': 400, 'unknown-host': 404 } as const
      if (decision.kind !== 'serve') return void res.writeHead(refused[decision.kind]).end(decision.kind)
      const match = ROUTES.map(([pattern, load]) => ({ m: pattern.exec(url.pathname), load })).find((r) => r.m)
      if (!match) return void res.writeHead(404).end('no route')
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks)
      const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])))
      const request = new Request(url, { method: req.method, headers, body })
      const context = { tenant: decision.tenant, locale: decision.locale, currency: decision.currency, localeNotEnabled: false, db, payments: testPayments, requestId: 'test' } satisfies RequestContext
      const module = await match.load()
      const handler = req.method === 'GET' ? module.loader : module.action
      if (!handler) return void res.writeHead(405).end()
      const args = { request, params: { ...match.m!.groups }, context } as unknown as ActionFunctionArgs
      const response = await handler(args)
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      res.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { port, origin: (host) => `http://${host}:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A request to the route server as a browser or gateway on `host` would send it (Node's fetch cannot set Host). */
export function request(port: number, host: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host: `${host}:${port}`, ...init.headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(init.body)
  })
}
