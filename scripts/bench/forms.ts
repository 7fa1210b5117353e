import type http from 'node:http'

// Reading the server-rendered checkout form as a buyer without JavaScript would fill it (the soak's bookings).

/** Answers to the checkout's booking questions (a transfer's flight number, a diver's level), as a buyer would give them. */
export function answers(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  // Date fields name themselves in _typedDates before hydration (decision 062); an ISO date is read as typed.
  const dates = new Set([...html.matchAll(/name="_typedDates"[^>]*value="([^"]+)"/g)].map((m) => m[1]!))
  for (const m of html.matchAll(/<(input|select|textarea)\b[^>]*name="(answers\.[^"]+)"[^>]*>/g)) {
    const [tag, element, name] = m as unknown as [string, string, string]
    if (name in out) continue
    const type = /type="([^"]+)"/.exec(tag)?.[1]
    if (element === 'select') out[name] = /<option[^>]*value="([^"]+)"/.exec(html.slice(m.index + tag.length))?.[1] ?? ''
    else if (type === 'radio') out[name] = /value="([^"]+)"/.exec(tag)?.[1] ?? 'yes'
    else if (type === 'number') out[name] = '2'
    else if (type === 'date' || dates.has(name)) out[name] = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    else if (type === 'time') out[name] = '10:00'
    else out[name] = 'Soak test'
  }
  return out
}

export const field = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? ''

export const cookieOf = (answer: { headers: http.IncomingHttpHeaders }, name: string) => new RegExp(`${name}=[^;]+`).exec(String(answer.headers['set-cookie'] ?? ''))?.[0]

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
