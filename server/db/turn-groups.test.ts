import { describe, expect, it } from 'vitest'
import { createTurnGroups } from './turn-groups.js'

describe('createTurnGroups', () => {
  it('runs the calls of one turn as one group and answers each in order', async () => {
    const groups: number[][] = []
    const double = createTurnGroups<number, number>((group) => {
      groups.push([...group])
      return Promise.resolve(group.map((n) => n * 2))
    })
    const first = await Promise.all([double(1), double(2), double(3)])
    const later = await double(4)
    expect(first).toEqual([2, 4, 6])
    expect(later).toBe(8)
    expect(groups).toEqual([[1, 2, 3], [4]])
  })

  it('fails only the input whose answer is an Error, and the whole group on a throw', async () => {
    const check = createTurnGroups<number, number>((group) =>
      Promise.resolve(group.map((n) => (n < 0 ? new Error(`negative ${n}`) : n))),
    )
    const answers = await Promise.allSettled([check(1), check(-1), check(2)])
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])

    const broken = createTurnGroups<number, number>(() => Promise.reject(new Error('down')))
    const failed = await Promise.allSettled([broken(1), broken(2)])
    expect(failed.map((a) => a.status)).toEqual(['rejected', 'rejected'])
  })

  it('starts a group without waiting for the previous one to finish', async () => {
    let releaseFirst = () => {}
    const started: number[][] = []
    const slowFirst = createTurnGroups<number, number>(async (group) => {
      started.push([...group])
      if (group[0] === 1) await new Promise<void>((resolve) => (releaseFirst = resolve))
      return group
    })
    const first = slowFirst(1)
    await new Promise((resolve) => setImmediate(resolve))
    const second = await slowFirst(2)
    expect(second).toBe(2)
    expect(started).toEqual([[1], [2]])
    releaseFirst()
    expect(await first).toBe(1)
  })
})
