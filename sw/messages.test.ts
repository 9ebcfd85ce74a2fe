import { describe, expect, test } from 'vitest'
import { parsePageMessage } from './messages'

describe('page → worker messages', () => {
  test('SKIP_WAITING, SESSION_ENDED and CLAIM are recognised, anything else ignored', () => {
    expect(parsePageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' })
    expect(parsePageMessage({ type: 'SESSION_ENDED' })).toEqual({ type: 'SESSION_ENDED' })
    expect(parsePageMessage({ type: 'CLAIM' })).toEqual({ type: 'CLAIM' })
    expect(parsePageMessage({ type: 'clear-queue' })).toBeNull()
    expect(parsePageMessage('SKIP_WAITING')).toBeNull()
    expect(parsePageMessage(null)).toBeNull()
  })
})
