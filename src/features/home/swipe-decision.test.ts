import { describe, expect, test } from 'vitest'
import { decideSwipe, exitTransform, overlayStrength, SWIPE_THRESHOLD_PX } from './swipe-decision'

describe('decideSwipe (spec §9: 100 px)', () => {
  test.each([
    [101, 0, 'like'],
    [-101, 0, 'pass'],
    [0, -101, 'superlike'],
    [150, -120, 'like'],
    [-40, -150, 'superlike'],
    [100, 0, null],
    [-100, 0, null],
    [0, -100, null],
    [0, 300, null],
    [60, -60, null],
  ] as const)('(%d, %d) → %s', (dx, dy, expected) => {
    expect(decideSwipe(dx, dy)).toBe(expected)
  })
})

describe('overlayStrength', () => {
  test('grows with the distance up to the threshold, one overlay at a time', () => {
    expect(overlayStrength(0, 0)).toEqual({ like: 0, pass: 0, superlike: 0 })
    expect(overlayStrength(SWIPE_THRESHOLD_PX / 4, 0).like).toBe(0.25)
    expect(overlayStrength(500, 0)).toEqual({ like: 1, pass: 0, superlike: 0 })
    expect(overlayStrength(-50, 10)).toEqual({ like: 0, pass: 0.5, superlike: 0 })
    expect(overlayStrength(20, -80)).toEqual({ like: 0, pass: 0, superlike: 0.8 })
  })
})

test('each outcome flies out its own way', () => {
  expect(exitTransform('like')).toMatch(/^translate\(150%/)
  expect(exitTransform('pass')).toMatch(/^translate\(-150%/)
  expect(exitTransform('superlike')).toBe('translate(0, -150%)')
})
