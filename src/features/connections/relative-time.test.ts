import { describe, expect, it } from 'vitest'
import { matchesRelativeTime } from './relative-time'

const now = Date.parse('2026-03-01T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('matchesRelativeTime (spec §9, matches screen)', () => {
  it.each([
    [0, 'Ahora'],
    [59_000, 'Ahora'],
    [60_000, 'Hace 1m'],
    [59 * 60_000, 'Hace 59m'],
    [60 * 60_000, 'Hace 1h'],
    [23 * 3_600_000 + 59 * 60_000, 'Hace 23h'],
    [24 * 3_600_000, 'Hace 1d'],
    [40 * 24 * 3_600_000, 'Hace 40d'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(matchesRelativeTime(ago(elapsed), now)).toBe(label)
  })

  it('treats a time in the future (clock skew) as now, and garbage as nothing', () => {
    expect(matchesRelativeTime(new Date(now + 90_000).toISOString(), now)).toBe('Ahora')
    expect(matchesRelativeTime('no es una fecha', now)).toBe('')
  })
})
