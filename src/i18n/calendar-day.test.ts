import { describe, expect, test } from 'vitest'
import { longDay } from './calendar-day'

describe('longDay', () => {
  test('is the reporter’s calendar day whatever the device’s time zone', () => {
    expect(longDay('2026-01-01')).toBe('1 de enero de 2026')
    expect(longDay('2026-11-29')).toBe('29 de noviembre de 2026')
  })
  test('leaves text that is not a date as it is', () => {
    expect(longDay('ayer')).toBe('ayer')
    expect(longDay('2026-13-45')).toBe('2026-13-45')
  })
})
