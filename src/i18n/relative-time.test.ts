import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Local noon, so the day and year of the short date do not depend on the machine's time zone.
const now = new Date(2026, 10, 23, 12, 0, 0).getTime()
const ago = (ms: number) => new Date(now - ms).toISOString()
// Intl may put a non-breaking space between number and unit.
const read = (iso: string) => relativeTime(iso, now).replace(/\s/g, ' ')

describe('relativeTime: one style on every screen', () => {
  it.each([
    [0, 'Ahora'],
    [59_000, 'Ahora'],
    [MINUTE, 'Hace 1 min'],
    [59 * MINUTE + 59_000, 'Hace 59 min'],
    [HOUR, 'Hace 1 h'],
    [23 * HOUR + 59 * MINUTE, 'Hace 23 h'],
    [DAY, 'Hace 1 d'],
    [6 * DAY + 23 * HOUR, 'Hace 6 d'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(read(ago(elapsed))).toBe(label)
  })

  it('from 7 days on shows a short Spanish date, with the year only when it is another one', () => {
    expect(read(ago(7 * DAY))).toBe('16 nov')
    expect(read(new Date(2026, 0, 2, 9, 0).toISOString())).toBe('2 ene')
    expect(read(new Date(2025, 11, 31, 9, 0).toISOString())).toBe('31 dic 2025')
  })

  it('treats a time ahead of the clock (skew) as now, and garbage as nothing', () => {
    expect(read(new Date(now + 90_000).toISOString())).toBe('Ahora')
    expect(read('no es una fecha')).toBe('')
  })
})
