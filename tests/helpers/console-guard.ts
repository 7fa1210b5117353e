// Every vitest file runs with this (vitest.config.ts, setupFiles): a console.error that a test did not announce
// fails it, so a React warning, a swallowed exception or a worker's failure cannot pass unseen (decision 043).
// A test that expects one says so first: `allowConsoleError(/not delivered/)`. A test that spies on console.error
// itself (to read what was logged) takes the method over for its own run.
import { afterEach, beforeEach, vi } from 'vitest'

let allowed: RegExp[] = []
let unexpected: string[] = []
let spy: { mockRestore: () => void } | undefined

/** The console.error lines this test expects (each matched by one of the patterns); others still fail it. */
export function allowConsoleError(...patterns: RegExp[]) {
  allowed.push(...patterns)
}

const describe = (value: unknown) => (value instanceof Error ? (value.stack ?? value.message) : typeof value === 'string' ? value : JSON.stringify(value))

beforeEach(() => {
  allowed = []
  unexpected = []
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(describe).join(' ')
    if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text)
  })
})

afterEach(() => {
  // A test may have restored every mock itself (vi.restoreAllMocks); restoring this spy again is harmless.
  spy?.mockRestore()
  spy = undefined
  const lines = unexpected
  unexpected = []
  if (lines.length) throw new Error(`console.error was called ${lines.length} time(s) without allowConsoleError():\n${lines.map((l) => l.slice(0, 2000)).join('\n---\n')}`)
})
