import { describe, expect, test } from 'vitest'
import { parsePageMessage, parseWorkerMessage } from './messages'

describe('worker ↔ page messages', () => {
  test('the page commands are recognised, anything else ignored', () => {
    expect(parsePageMessage({ type: 'replay-queue' })).toEqual({ type: 'replay-queue' })
    expect(parsePageMessage({ type: 'get-queue-size' })).toEqual({ type: 'get-queue-size' })
    expect(parsePageMessage({ type: 'clear-queue' })).toEqual({ type: 'clear-queue' })
    expect(parsePageMessage({ type: 'SKIP_WAITING' })).toEqual({ type: 'SKIP_WAITING' })
    expect(parsePageMessage({ type: 'drop-tables' })).toBeNull()
    expect(parsePageMessage('replay-queue')).toBeNull()
    expect(parsePageMessage(null)).toBeNull()
  })

  test('queue-changed needs a numeric size', () => {
    expect(parseWorkerMessage({ type: 'queue-changed', size: 3 })).toEqual({
      type: 'queue-changed',
      size: 3,
    })
    expect(parseWorkerMessage({ type: 'queue-changed', size: '3' })).toBeNull()
  })

  test('queue-replayed keeps its fields and defaults a missing body to null', () => {
    const message = {
      type: 'queue-replayed',
      outcome: 'rejected',
      key: 'k-1',
      url: 'http://localhost/api/pets',
      method: 'POST',
      status: 400,
    }
    expect(parseWorkerMessage(message)).toEqual({ ...message, body: null })
    expect(parseWorkerMessage({ ...message, key: null })).toMatchObject({ key: null })
    expect(parseWorkerMessage({ ...message, outcome: 'maybe' })).toBeNull()
    expect(parseWorkerMessage({ ...message, status: undefined })).toBeNull()
    expect(parseWorkerMessage({ ...message, key: 7 })).toBeNull()
  })
})
