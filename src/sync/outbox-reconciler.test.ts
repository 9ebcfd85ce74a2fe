import { describe, expect, it } from 'vitest'
import type { OutboxDoc } from '../db'
import { isSettled } from './outbox-reconciler'

const base = '2025-01-01T10:00:00.000Z'
const answer = '2025-01-01T10:05:00.000Z'
const later = '2025-01-01T10:09:00.000Z'

function entry(partial: Partial<OutboxDoc>): OutboxDoc {
  return {
    id: 'key',
    target: 'pets',
    docId: 'pet',
    op: 'update',
    doc: null,
    state: 'sent',
    error: null,
    fallbackMessage: 'Error',
    pageId: 'page',
    baseUpdatedAt: base,
    serverUpdatedAt: answer,
    ackAt: 1_000,
    createdAt: base,
    updatedAt: base,
    ...partial,
  }
}

const version = (updatedAt: string) => ({ id: 'pet', updatedAt })

describe('isSettled', () => {
  it('a sent update waits until the server version (or a newer one) is local', () => {
    expect(isSettled(entry({}), version(base), 0)).toBe(false)
    expect(isSettled(entry({}), undefined, 0)).toBe(false)
    expect(isSettled(entry({}), version(answer), 0)).toBe(true)
    expect(isSettled(entry({}), version(later), 0)).toBe(true)
  })

  it('a sent change settles once a drained pull that started after the answer is stored', () => {
    expect(isSettled(entry({}), version(base), 999)).toBe(false)
    expect(isSettled(entry({}), version(base), 1_000)).toBe(true)
    // Someone deleted the pet since: the pull is the truth.
    expect(isSettled(entry({}), undefined, 5_000)).toBe(true)
  })

  it('a sent delete settles when the document is gone', () => {
    const sent = entry({ op: 'delete', serverUpdatedAt: null })
    expect(isSettled(sent, version(base), 0)).toBe(false)
    expect(isSettled(sent, undefined, 0)).toBe(true)
  })

  it('a create settles as soon as its client-made id exists, in any state', () => {
    for (const state of ['sending', 'queued', 'failed-offline', 'failed', 'sent'] as const) {
      const create = entry({ op: 'create', state, baseUpdatedAt: null, serverUpdatedAt: null })
      expect(isSettled(create, undefined, 0)).toBe(false)
      expect(isSettled(create, version(base), 0)).toBe(true)
    }
  })

  it('a queued or failed update settles when the document changed since the edit', () => {
    for (const state of ['queued', 'failed'] as const) {
      const pending = entry({ state, serverUpdatedAt: null, ackAt: null })
      expect(isSettled(pending, version(base), Number.MAX_SAFE_INTEGER)).toBe(false)
      expect(isSettled(pending, version(later), 0)).toBe(true)
    }
  })

  it('leaves sending and failed-offline updates to the page that holds them', () => {
    for (const state of ['sending', 'failed-offline'] as const) {
      const pending = entry({ state, serverUpdatedAt: null, ackAt: null })
      expect(isSettled(pending, version(later), Number.MAX_SAFE_INTEGER)).toBe(false)
      expect(isSettled({ ...pending, op: 'delete' }, undefined, 0)).toBe(false)
    }
  })
})
