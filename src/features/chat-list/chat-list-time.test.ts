import { describe, expect, it } from 'vitest'
import { chatListTime } from './chat-list-time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Local noon, so the day and year of the short date do not depend on the machine's time zone.
const now = new Date(2026, 10, 23, 12, 0, 0).getTime()
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('chatListTime (spec §9, chat list)', () => {
  it.each([
    [0, 'ahora'],
    [59_000, 'ahora'],
    [MINUTE, '1 m'],
    [59 * MINUTE + 59_000, '59 m'],
    [HOUR, '1 h'],
    [23 * HOUR + 59 * MINUTE, '23 h'],
    [DAY, '1 d'],
    [6 * DAY + 23 * HOUR, '6 d'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(chatListTime(ago(elapsed), now)).toBe(label)
  })

  it('from 7 days on shows a short Spanish date, with the year only when it is another one', () => {
    expect(chatListTime(ago(7 * DAY), now)).toBe('16 nov')
    expect(chatListTime(new Date(2026, 0, 2, 9, 0).toISOString(), now)).toBe('2 ene')
    expect(chatListTime(new Date(2025, 11, 31, 9, 0).toISOString(), now)).toBe('31 dic 2025')
  })

  it('treats a time ahead of the clock (skew) as now, and garbage as nothing', () => {
    expect(chatListTime(new Date(now + 90_000).toISOString(), now)).toBe('ahora')
    expect(chatListTime('no es una fecha', now)).toBe('')
  })
})
