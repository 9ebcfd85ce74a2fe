import { describe, expect, test } from 'vitest'
import { swipeDocId } from './swipe.actions'

describe('swipeDocId', () => {
  test('fits the 64-character id limit with two UUIDs, and tells own pets apart', () => {
    const target = '81207fea-c626-4279-856f-c6e9ade5c733'
    const mine = swipeDocId(target, '39fd5df4-e3a5-4402-839e-60528b023464')
    const other = swipeDocId(target, '39fd5df4-e3a5-4402-839e-60528b023465')
    expect(mine.length).toBeLessThanOrEqual(64)
    expect(mine).toMatch(/^swipe:[0-9a-f]{8}:81207fea-/)
    expect(mine).not.toBe(other)
    expect(swipeDocId(target, null)).toBe(`swipe:user:${target}`)
  })
})
