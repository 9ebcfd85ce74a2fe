import { describe, expect, test } from 'vitest'
import { decideReplay, type ReplayAttempt } from './replay-policy'

describe('decideReplay', () => {
  test.each<[string, ReplayAttempt, ReturnType<typeof decideReplay>]>([
    ['no answer at all', { kind: 'network-error' }, 'keep'],
    ['500', { kind: 'response', status: 500 }, 'keep'],
    ['502 from a proxy', { kind: 'response', status: 502 }, 'keep'],
    ['503', { kind: 'response', status: 503 }, 'keep'],
    ['408 request timeout', { kind: 'response', status: 408 }, 'keep'],
    ['429 rate limited', { kind: 'response', status: 429 }, 'keep'],
    [
      '429 rate limited, coded',
      { kind: 'response', status: 429, errorCode: 'too-many-requests' },
      'keep',
    ],
    ['429 without a code', { kind: 'response', status: 429, errorCode: null }, 'keep'],
    [
      '429 daily limit reached (final until midnight)',
      { kind: 'response', status: 429, errorCode: 'daily-limit-reached' },
      'drop-report',
    ],
    [
      '400 with the daily-limit code',
      { kind: 'response', status: 400, errorCode: 'daily-limit-reached' },
      'drop-report',
    ],
    ['400 validation', { kind: 'response', status: 400 }, 'drop-report'],
    ['401 session gone', { kind: 'response', status: 401 }, 'drop-report'],
    ['403 not allowed', { kind: 'response', status: 403 }, 'drop-report'],
    ['404 gone', { kind: 'response', status: 404 }, 'drop-report'],
    ['409 conflict', { kind: 'response', status: 409 }, 'drop-report'],
    ['413 too large', { kind: 'response', status: 413 }, 'drop-report'],
    ['200', { kind: 'response', status: 200 }, 'done-report'],
    ['201 created', { kind: 'response', status: 201 }, 'done-report'],
    ['204 deleted', { kind: 'response', status: 204 }, 'done-report'],
  ])('%s → %s', (_label, attempt, expected) => {
    expect(decideReplay(attempt)).toBe(expected)
  })
})
