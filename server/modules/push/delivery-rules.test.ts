import { describe, expect, test } from 'vitest'
import { defaultPushPreferences, type PushPreferences } from '../../contract/push.contract.js'
import { calendarDateIn, isQuietAt, shouldPush, wallClockMinutes } from './delivery-rules.js'

const prefs = (patch: Partial<PushPreferences> = {}): PushPreferences => ({
  ...defaultPushPreferences,
  ...patch,
})
const quiet = { enabled: true, start: '22:00', end: '08:00' }

describe('quiet hours', () => {
  test.each([
    ['21:59', false],
    ['22:00', true],
    ['23:30', true],
    ['00:00', true],
    ['07:59', true],
    ['08:00', false],
    ['12:00', false],
  ])('22:00–08:00 spans midnight: %s quiet=%s', (hhmm, expected) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number)
    expect(isQuietAt(quiet, h * 60 + m)).toBe(expected)
  })

  test('a daytime window does not wrap', () => {
    const lunch = { enabled: true, start: '13:00', end: '15:00' }
    expect(isQuietAt(lunch, 14 * 60)).toBe(true)
    expect(isQuietAt(lunch, 23 * 60)).toBe(false)
  })

  test('disabled, or start equal to end, is never quiet', () => {
    expect(isQuietAt({ ...quiet, enabled: false }, 23 * 60)).toBe(false)
    expect(isQuietAt({ enabled: true, start: '09:00', end: '09:00' }, 9 * 60)).toBe(false)
  })
})

describe('the wall clock is read in the user time zone', () => {
  // 2026-01-15 03:30 UTC is 21:30 the evening before in San Salvador (UTC−6, no DST)
  // and 04:30 in Madrid (UTC+1 in winter).
  const at = new Date('2026-01-15T03:30:00Z')

  test('two zones, two answers', () => {
    expect(wallClockMinutes(at, 'America/El_Salvador')).toBe(21 * 60 + 30)
    expect(wallClockMinutes(at, 'Europe/Madrid')).toBe(4 * 60 + 30)
    expect(
      shouldPush(
        { type: 'message', isUrgent: false },
        prefs({ timeZone: 'America/El_Salvador' }),
        at,
      ),
    ).toBe(true)
    expect(
      shouldPush({ type: 'message', isUrgent: false }, prefs({ timeZone: 'Europe/Madrid' }), at),
    ).toBe(false)
  })

  test('summer time moves the window with the clock', () => {
    // 21:30 UTC in July is 23:30 in Madrid (UTC+2): quiet; in January it is 22:30: also quiet;
    // 19:30 UTC is 21:30 in Madrid in July (not quiet) but 20:30 in January (not quiet).
    expect(wallClockMinutes(new Date('2026-07-15T21:30:00Z'), 'Europe/Madrid')).toBe(23 * 60 + 30)
    expect(wallClockMinutes(new Date('2026-01-15T21:30:00Z'), 'Europe/Madrid')).toBe(22 * 60 + 30)
  })

  test('an unknown zone reads UTC rather than failing', () => {
    expect(wallClockMinutes(at, 'Nowhere/Nothing')).toBe(3 * 60 + 30)
  })
})

describe('shouldPush (spec §5)', () => {
  const night = new Date('2026-01-15T23:00:00Z')
  const day = new Date('2026-01-15T12:00:00Z')

  test('a kind turned off is never pushed', () => {
    expect(shouldPush({ type: 'match', isUrgent: false }, prefs({ matches: false }), day)).toBe(
      false,
    )
    expect(
      shouldPush({ type: 'health', isUrgent: false }, prefs({ healthReminders: false }), day),
    ).toBe(false)
  })

  test('quiet hours hold back matches, messages and bookings', () => {
    for (const type of ['match', 'message', 'service'] as const) {
      expect(shouldPush({ type, isUrgent: false }, prefs(), night)).toBe(false)
      expect(shouldPush({ type, isUrgent: false }, prefs(), day)).toBe(true)
    }
  })

  test('health reminders ignore quiet hours', () => {
    expect(shouldPush({ type: 'health', isUrgent: false }, prefs(), night)).toBe(true)
  })

  test('urgent lost pets break quiet hours only for those who opted in', () => {
    const urgent = { type: 'lost-pet', isUrgent: true } as const
    expect(shouldPush(urgent, prefs(), night)).toBe(false)
    expect(shouldPush(urgent, prefs({ urgentLostPetsBreakQuiet: true }), night)).toBe(true)
    expect(
      shouldPush(
        { type: 'lost-pet', isUrgent: false },
        prefs({ urgentLostPetsBreakQuiet: true }),
        night,
      ),
    ).toBe(false)
    expect(
      shouldPush(
        { type: 'sighting', isUrgent: true },
        prefs({ urgentLostPetsBreakQuiet: true, lostPets: false }),
        night,
      ),
    ).toBe(false)
  })
})

describe('calendarDateIn', () => {
  const at = new Date('2026-11-08T03:00:00Z')
  test("gives the zone's calendar day, UTC's for an unknown zone", () => {
    expect(calendarDateIn(at, 'America/El_Salvador')).toBe('2026-11-07')
    expect(calendarDateIn(at, 'Asia/Tokyo')).toBe('2026-11-08')
    expect(calendarDateIn(at, 'Nowhere/Atlantis')).toBe('2026-11-08')
  })
})
