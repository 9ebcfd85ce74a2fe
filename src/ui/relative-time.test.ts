import { describe, expect, it } from 'vitest'
import { relativeLabel, type RelativeTexts } from './relative-time'

const texts: RelativeTexts = {
  now: 'ahora',
  minutes: (n) => `${n} min`,
  hours: (n) => `${n} h`,
  days: (n) => `${n} d`,
}
const now = Date.parse('2026-01-10T12:00:00.000Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const MINUTE = 60_000

describe('relativeLabel', () => {
  it('counts whole minutes, hours and days; a time ahead of the clock is now', () => {
    expect(relativeLabel(texts, ago(59_999), now)).toBe('ahora')
    expect(relativeLabel(texts, ago(-5 * MINUTE), now)).toBe('ahora')
    expect(relativeLabel(texts, ago(MINUTE), now)).toBe('1 min')
    expect(relativeLabel(texts, ago(60 * MINUTE - 1), now)).toBe('59 min')
    expect(relativeLabel(texts, ago(60 * MINUTE), now)).toBe('1 h')
    expect(relativeLabel(texts, ago(24 * 60 * MINUTE), now)).toBe('1 d')
    expect(relativeLabel(texts, ago(40 * 24 * 60 * MINUTE), now)).toBe('40 d')
  })

  it('leaves old times to the caller from `dateAfterDays` on, and unreadable ones always', () => {
    expect(relativeLabel(texts, ago(6 * 24 * 60 * MINUTE), now, 7)).toBe('6 d')
    expect(relativeLabel(texts, ago(7 * 24 * 60 * MINUTE), now, 7)).toBeNull()
    expect(relativeLabel(texts, 'not a date', now)).toBeNull()
  })
})
