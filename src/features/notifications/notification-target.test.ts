import { describe, expect, test } from 'vitest'
import type { InAppNotification } from './notification-store'
import { notificationTarget, unreadBadgeLabel } from './notification-target'
import { relativeTime } from './relative-time'

function notification(fields: Partial<InAppNotification>): InAppNotification {
  return {
    id: 'n',
    type: 'health',
    title: 't',
    message: 'm',
    createdAt: '2025-06-01T12:00:00.000Z',
    read: false,
    ...fields,
  }
}

describe('notificationTarget', () => {
  test('falls back to the list screen when the id is missing', () => {
    expect(notificationTarget(notification({ type: 'match' }))).toBe('/matches')
    expect(notificationTarget(notification({ type: 'message' }))).toBe('/chat')
    expect(notificationTarget(notification({ type: 'service' }))).toBe('/services')
  })

  test('escapes ids so they cannot leave their path segment', () => {
    expect(notificationTarget(notification({ type: 'match', matchId: '../x?y' }))).toBe(
      '/matches/..%2Fx%3Fy',
    )
  })
})

describe('unreadBadgeLabel', () => {
  test.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i → %s', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label)
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2025-06-10T12:00:00.000Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()
  test.each([
    [0, 'Ahora'],
    [59_000, 'Ahora'],
    [60_000, 'Hace 1m'],
    [59 * 60_000, 'Hace 59m'],
    [60 * 60_000, 'Hace 1h'],
    [23 * 3_600_000, 'Hace 23h'],
    [24 * 3_600_000, 'Hace 1d'],
    [6 * 86_400_000, 'Hace 6d'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text)
  })

  test('a week or more shows a short Spanish date', () => {
    expect(relativeTime('2025-05-20T12:00:00.000Z', now)).toMatch(/^20 may/)
  })

  test('a clock slightly ahead of ours still reads as now', () => {
    expect(relativeTime(ago(-5_000), now)).toBe('Ahora')
  })
})
