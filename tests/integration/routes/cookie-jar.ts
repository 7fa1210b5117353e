// A browser's cookie jar for route tests with createRemixStub: the stub hands a route's loader and action a
// Request with no Cookie header and drops the Set-Cookie of their answers, so a flow that spans requests (add
// to the cart, then read or change that cart) would start a new visitor each time. `withJar(handler)` wraps
// the route module's own loader or action, unchanged: it sends the jar's cookies and keeps those it is sent.

type Handler<A> = (args: A) => Promise<unknown>

export type CookieJar = ReturnType<typeof createJar>

export function createJar(initial: Record<string, string> = {}) {
  const cookies = new Map<string, string>(Object.entries(initial))
  const keep = (setCookie: string | null) => {
    const pair = setCookie?.split(';')[0]
    const at = pair?.indexOf('=') ?? -1
    if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
  }
  // Like a browser's, happy-dom's Request drops a Cookie header it is given (a forbidden header name), so the
  // stub's request keeps its body, method and URL and gets headers that carry the jar's cookies.
  const withCookies = (request: Request) => {
    if (!cookies.size) return request
    const headers = new Headers(request.headers)
    headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    return Object.defineProperty(request, 'headers', { value: headers })
  }
  /** Every answer the wrapped handlers gave, in order: data (with its init) or a thrown Response. */
  const answers: unknown[] = []
  function withJar<A extends { request: Request }>(handler: Handler<A>): Handler<A> {
    return async (args) => {
      try {
        const result = await handler({ ...args, request: withCookies(args.request) })
        answers.push(result)
        const init = (result as { init?: ResponseInit | null } | null)?.init
        keep(new Headers(init?.headers).get('Set-Cookie'))
        return result
      } catch (thrown) {
        answers.push(thrown)
        if (thrown instanceof Response) keep(thrown.headers.get('Set-Cookie'))
        throw thrown
      }
    }
  }
  return { cookies, answers, withJar }
}
