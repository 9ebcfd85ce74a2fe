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
    expect(notificationTarget(notification({ type: 'sighting' }))).toBe('/lost-pets')
  })

  test('a health reminder (the next-cycle reminder) opens /reproductive-health', () => {
    expect(notificationTarget(notification({ type: 'health', petName: 'Luna' }))).toBe(
      '/reproductive-health',
    )
  })

  test('a premium appointment reminder opens its booking', () => {
    expect(notificationTarget(notification({ type: 'health', bookingId: 'b/1' }))).toBe(
      '/services/bookings/b%2F1',
    )
  })

  test('an alert or a sighting opens that alert on /lost-pets', () => {
    expect(notificationTarget(notification({ type: 'lost-pet', lostPetId: 'a 1' }))).toBe(
      '/lost-pets?alert=a%201',
    )
    expect(notificationTarget(notification({ type: 'sighting', lostPetId: 'a&b' }))).toBe(
      '/lost-pets?alert=a%26b',
    )
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
