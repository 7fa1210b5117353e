// The render queue keeps a burst of uncached images from taking every core: renders beyond the limit wait,
// give up after the wait (the proxy then answers 503), and requests for the same rendering share one.
import { describe, expect, it } from 'vitest'
import { createRenderQueue, RenderQueueBusy } from './image-queue.server'

/** A task that runs until released, counting how many are running at once. */
function gate(running: { now: number; max: number }) {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const task = async () => {
    running.now++
    running.max = Math.max(running.max, running.now)
    await opened
    running.now--
    return 'done'
  }
  return { task, open }
}

describe('render queue', () => {
  it('runs no more renders at once than it has slots, and starts the next as one finishes', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaitMs: 1000 })
    const running = { now: 0, max: 0 }
    const gates = [1, 2, 3, 4].map(() => gate(running))
    const results = gates.map((g, i) => queue.run(`k${i}`, g.task))
    await Promise.resolve()
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 2 })
    for (const g of gates) g.open()
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done'])
    expect(running.max).toBe(2)
  })

  it('gives up on a render that cannot start within the wait, and never runs it later', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 30 })
    const running = { now: 0, max: 0 }
    const long = gate(running)
    const first = queue.run('first', long.task)
    let lateRan = false
    const late = queue.run('late', async () => void (lateRan = true))
    await expect(late).rejects.toBeInstanceOf(RenderQueueBusy)
    long.open()
    await first
    await queue.run('after', async () => {})
    expect(lateRan).toBe(false)
    expect(queue.stats()).toMatchObject({ busy: 1, active: 0, waiting: 0 })
  })

  it('renders once for concurrent requests of the same rendering', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 1000 })
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 10))
      return Buffer.from('image')
    }
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => queue.run('same', render)))
    expect(renders).toBe(1)
    expect(answers.every((a) => a === answers[0])).toBe(true)
    // Once it is done, the next request is a new render (the disk cache answers those in the service).
    await queue.run('same', render)
    expect(renders).toBe(2)
  })
})
