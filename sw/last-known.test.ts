import { describe, expect, test } from 'vitest'
import { isLastKnownRead } from './last-known'

describe('isLastKnownRead', () => {
  test('keeps pet profiles and the user statistics', () => {
    expect(isLastKnownRead('/api/pets/3f1c2a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f')).toBe(true)
    expect(isLastKnownRead('/api/users/stats')).toBe(true)
    expect(isLastKnownRead('/api/notifications/preferences')).toBe(true)
    expect(isLastKnownRead('/api/premium/likes')).toBe(true)
  })

  test('leaves every other read to the network or RxDB', () => {
    expect(isLastKnownRead('/api/pets/discover')).toBe(false)
    expect(isLastKnownRead('/api/pets/my-pets')).toBe(false)
    expect(isLastKnownRead('/api/pets/abc/comments')).toBe(false)
    expect(isLastKnownRead('/api/pets')).toBe(false)
    expect(isLastKnownRead('/api/users/stats/extra')).toBe(false)
    expect(isLastKnownRead('/api/matches')).toBe(false)
    expect(isLastKnownRead('/pet/abc')).toBe(false)
  })
})
