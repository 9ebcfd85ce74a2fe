import { describe, expect, test } from 'vitest'
import { dayKey, dayLabel, messageTime } from './chat-time'

/** Local dates built with the Date constructor, so the test holds in any time zone. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m, d, h, min).toISOString()
const now = new Date(2026, 0, 10, 9, 30).getTime()

describe('chat time', () => {
  test('a bubble shows the 24-hour local time', () => {
    expect(messageTime(at(2026, 0, 10, 7, 5))).toBe('07:05')
    expect(messageTime(at(2026, 0, 10, 21, 45))).toBe('21:45')
  })

  test('days read Hoy, Ayer, then the weekday and date, with the year when it differs', () => {
    expect(dayLabel(at(2026, 0, 10, 0, 1), now)).toBe('Hoy')
    expect(dayLabel(at(2026, 0, 9, 23, 59), now)).toBe('Ayer')
    expect(dayLabel(at(2026, 0, 5), now)).toBe('Lunes, 5 de enero')
    expect(dayLabel(at(2025, 11, 31), now)).toBe('31 de diciembre de 2025')
  })

  test('messages of one local day share a key, across midnight they do not', () => {
    expect(dayKey(at(2026, 0, 10, 0, 0))).toBe(dayKey(at(2026, 0, 10, 23, 59)))
    expect(dayKey(at(2026, 0, 10, 23, 59))).not.toBe(dayKey(at(2026, 0, 11, 0, 0)))
  })
})
