import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTurnBatcher } from './turn-batcher.js'

function recorder() {
  const batches: number[][] = []
  const run = (batch: readonly number[]) => {
    batches.push([...batch])
    return Promise.resolve(batch.map((n) => (n < 0 ? new Error(`negative ${n}`) : n * 2)))
  }
  return { batches, run }
}

describe('createTurnBatcher', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('without a window, batches the calls of one turn and answers each in order', async () => {
    const { batches, run } = recorder()
    const double = createTurnBatcher(10, run)
    const first = Promise.all([double(1), double(2)])
    await new Promise((resolve) => setImmediate(resolve))
    const second = double(3)
    expect(await first).toEqual([2, 4])
    expect(await second).toBe(6)
    expect(batches).toEqual([[1, 2], [3]])
  })

  it('with a window, calls from later turns inside it share the batch; later ones do not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { batches, run } = recorder()
    const double = createTurnBatcher(10, run, 2)
    const answers = [double(1)]
    await new Promise((resolve) => setImmediate(resolve)) // a later turn, same window
    answers.push(double(2))
    expect(batches).toEqual([])
    await vi.advanceTimersByTimeAsync(2)
    expect(await Promise.all(answers)).toEqual([2, 4])
    const after = double(3)
    await vi.advanceTimersByTimeAsync(2)
    expect(await after).toBe(6)
    expect(batches).toEqual([[1, 2], [3]])
  })

  it('caps a batch at maxBatch, and an Error answer fails only its own call', async () => {
    const { batches, run } = recorder()
    const double = createTurnBatcher(2, run, 1)
    const answers = await Promise.allSettled([double(1), double(-1), double(3)])
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(batches).toEqual([[1, -1], [3]])
  })
})
