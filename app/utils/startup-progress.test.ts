import { afterEach, describe, expect, it, vi } from 'vitest'
import { timedStep } from './startup-progress'

afterEach(() => vi.useRealTimers())

describe('timedStep', () => {
  it('says what it starts, that it is still working while it runs, and how long it took', async () => {
    vi.useFakeTimers()
    const lines: string[] = []
    let clock = 0
    let finish!: (value: string) => void
    const step = timedStep('Seeding', () => new Promise<string>((resolve) => (finish = resolve)), { log: (l) => lines.push(l), heartbeatMs: 15_000, now: () => clock })
    expect(lines).toEqual(['Seeding…'])
    clock = 15_000
    await vi.advanceTimersByTimeAsync(15_000)
    expect(lines).toEqual(['Seeding…', '  … still working (15.0 s)'])
    clock = 21_500
    finish('ok')
    expect(await step).toBe('ok')
    expect(lines.at(-1)).toBe('  done in 21.5 s')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(lines).toHaveLength(3)
  })

  it('stops its heartbeat when the work fails, and passes the failure on', async () => {
    vi.useFakeTimers()
    const lines: string[] = []
    await expect(timedStep('Migrating', () => Promise.reject(new Error('no database')), { log: (l) => lines.push(l), heartbeatMs: 1000 })).rejects.toThrow('no database')
    await vi.advanceTimersByTimeAsync(5000)
    expect(lines).toEqual(['Migrating…'])
  })
})
