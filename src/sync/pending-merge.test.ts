import { describe, expect, it } from 'vitest'
import type { OutboxDoc } from '../db'
import { mergeOutbox } from './outbox-merge'

interface Doc {
  id: string
  name: string
  ownerId: string
}

let clock = 0
function entry(partial: Partial<OutboxDoc> & Pick<OutboxDoc, 'docId' | 'op'>): OutboxDoc {
  clock += 1
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, clock)).toISOString()
  return {
    id: `entry-${clock}`,
    target: 'pets',
    doc: null,
    state: 'sending',
    error: null,
    fallbackMessage: 'Error',
    pageId: 'page',
    baseUpdatedAt: null,
    serverUpdatedAt: null,
    ackAt: null,
    createdAt: at,
    updatedAt: at,
    ...partial,
  }
}

const luna: Doc = { id: 'luna', name: 'Luna', ownerId: 'me' }
const max: Doc = { id: 'max', name: 'Max', ownerId: 'me' }

describe('mergeOutbox', () => {
  it('marks replicated documents synced when nothing is pending', () => {
    expect(mergeOutbox([luna, max], [])).toEqual([
      { ...luna, syncState: 'synced' },
      { ...max, syncState: 'synced' },
    ])
  })

  it('adds a pending create after the replicated documents', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const merged = mergeOutbox([luna], [entry({ docId: 'kira', op: 'create', doc: kira })])
    expect(merged).toEqual([
      { ...luna, syncState: 'synced' },
      { ...kira, syncState: 'pending' },
    ])
  })

  it('replaces a document with its pending update, in place', () => {
    const renamed = { ...luna, name: 'Luna Lunera' }
    const merged = mergeOutbox(
      [luna, max],
      [entry({ docId: 'luna', op: 'update', doc: renamed, state: 'queued' })],
    )
    expect(merged.map((doc) => [doc.name, doc.syncState])).toEqual([
      ['Luna Lunera', 'pending'],
      ['Max', 'synced'],
    ])
  })

  it('hides a document with a pending delete, whatever its delivery state', () => {
    for (const state of ['sending', 'queued', 'failed-offline', 'sent'] as const) {
      expect(mergeOutbox([luna, max], [entry({ docId: 'luna', op: 'delete', state })])).toEqual([
        { ...max, syncState: 'synced' },
      ])
    }
  })

  it('keeps a document whose delete can no longer be sent, marked failed', () => {
    const merged = mergeOutbox([luna], [entry({ docId: 'luna', op: 'delete', state: 'failed' })])
    expect(merged).toEqual([{ ...luna, syncState: 'failed' }])
  })

  it('marks a change that can no longer be sent as failed', () => {
    const renamed = { ...luna, name: 'Lu' }
    const merged = mergeOutbox(
      [luna],
      [entry({ docId: 'luna', op: 'update', doc: renamed, state: 'failed' })],
    )
    expect(merged).toEqual([{ ...renamed, syncState: 'failed' }])
  })

  it('applies changes oldest first: the latest version wins, a later delete hides it', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const older = entry({ docId: 'kira', op: 'create', doc: kira })
    const newer = entry({ docId: 'kira', op: 'update', doc: { ...kira, name: 'Kira II' } })
    expect(mergeOutbox<Doc>([], [older, newer]).map((doc) => doc.name)).toEqual(['Kira II'])
    const gone = entry({ docId: 'kira', op: 'delete' })
    expect(mergeOutbox([], [older, newer, gone])).toEqual([])
  })

  it('shows the pending version while the server version of a create is already replicated', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const merged = mergeOutbox(
      [kira],
      [entry({ docId: 'kira', op: 'create', doc: kira, state: 'sent' })],
    )
    expect(merged).toEqual([{ ...kira, syncState: 'pending' }])
  })

  it('leaves out optimistic documents the caller does not accept', () => {
    const theirs = { id: 'rex', name: 'Rex', ownerId: 'someone-else' }
    const merged = mergeOutbox(
      [luna],
      [entry({ docId: 'rex', op: 'create', doc: theirs })],
      (doc) => doc.ownerId === 'me',
    )
    expect(merged).toEqual([{ ...luna, syncState: 'synced' }])
  })
})
