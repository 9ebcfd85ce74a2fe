import { describe, expect, it } from 'vitest'
import {
  isCalendarDate,
  isClockTime,
  isExpired,
  isNotFutureDate,
  phoneDigits,
} from './lost-pets.messages.js'

describe('lost-pets form helpers (spec §5)', () => {
  it('takes real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('01/02/2025')).toBe(false)
  })

  it('takes 24-hour clock times, seconds allowed', () => {
    expect(isClockTime('00:00')).toBe(true)
    expect(isClockTime('23:59:30')).toBe(true)
    expect(isClockTime('24:00')).toBe(false)
    expect(isClockTime('7:30')).toBe(false)
  })

  it('calls a date future past one day of lead on the server, none on the device', () => {
    const now = new Date('2025-06-10T23:00:00Z')
    expect(isNotFutureDate('2025-06-10', now)).toBe(true)
    expect(isNotFutureDate('2025-06-11', now)).toBe(true)
    expect(isNotFutureDate('2025-06-12', now)).toBe(false)
    expect(isNotFutureDate('2025-06-11', now, 0)).toBe(false)
  })

  it('expires at the instant given, and reads phone digits', () => {
    expect(isExpired('2025-01-01T00:00:00.000Z', Date.parse('2025-01-01T00:00:00.000Z'))).toBe(true)
    expect(isExpired('2025-01-02T00:00:00.000Z', Date.parse('2025-01-01T00:00:00.000Z'))).toBe(
      false,
    )
    expect(phoneDigits('+503 7000-0000')).toBe('50370000000')
  })
})
