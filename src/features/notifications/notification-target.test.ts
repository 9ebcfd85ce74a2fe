import { describe, expect, test } from 'vitest'
import type { InAppNotification } from './notification-store'
import { notificationTarget, unreadBadgeLabel } from './notification-target'

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
