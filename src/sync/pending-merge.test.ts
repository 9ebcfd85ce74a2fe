import { describe, expect, it } from 'vitest'
import { pendingWrite } from '../../test/support/pending-write'
import { mergePending } from './pending-merge'

interface Doc {
  id: string
  name: string
  ownerId: string
}

const entry = (partial: Parameters<typeof pendingWrite>[0]) => pendingWrite(partial)

const luna: Doc = { id: 'luna', name: 'Luna', ownerId: 'me' }
const max: Doc = { id: 'max', name: 'Max', ownerId: 'me' }

describe('mergePending', () => {
  it('marks replicated documents synced when nothing is pending', () => {
    expect(mergePending([luna, max], [])).toEqual([
      { ...luna, syncState: 'synced' },
      { ...max, syncState: 'synced' },
    ])
  })

  it('adds a pending create after the replicated documents', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const merged = mergePending([luna], [entry({ docId: 'kira', op: 'create', doc: kira })])
    expect(merged).toEqual([
      { ...luna, syncState: 'synced' },
      { ...kira, syncState: 'pending' },
    ])
  })

  it('replaces a document with its pending update, in place', () => {
    const renamed = { ...luna, name: 'Luna Lunera' }
    const merged = mergePending(
      [luna, max],
      [entry({ docId: 'luna', op: 'update', doc: renamed, state: 'pending' })],
    )
    expect(merged.map((doc) => [doc.name, doc.syncState])).toEqual([
      ['Luna Lunera', 'pending'],
      ['Max', 'synced'],
    ])
  })

  it('hides a document with a pending delete, whatever its delivery state', () => {
    for (const state of ['pending', 'sent'] as const) {
      expect(mergePending([luna, max], [entry({ docId: 'luna', op: 'delete', state })])).toEqual([
        { ...max, syncState: 'synced' },
      ])
    }
  })

  it('keeps a document whose delete can no longer be sent, marked failed', () => {
    const merged = mergePending([luna], [entry({ docId: 'luna', op: 'delete', state: 'failed' })])
    expect(merged).toEqual([{ ...luna, syncState: 'failed' }])
  })

  it('marks a change that can no longer be sent as failed', () => {
    const renamed = { ...luna, name: 'Lu' }
    const merged = mergePending(
      [luna],
      [entry({ docId: 'luna', op: 'update', doc: renamed, state: 'failed' })],
    )
    expect(merged).toEqual([{ ...renamed, syncState: 'failed' }])
  })

  it('applies changes oldest first: the latest version wins, a later delete hides it', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const older = entry({ docId: 'kira', op: 'create', doc: kira })
    const newer = entry({ docId: 'kira', op: 'update', doc: { ...kira, name: 'Kira II' } })
    expect(mergePending<Doc>([], [older, newer]).map((doc) => doc.name)).toEqual(['Kira II'])
    const gone = entry({ docId: 'kira', op: 'delete' })
    expect(mergePending([], [older, newer, gone])).toEqual([])
  })

  it('shows the pending version while the server version of a create is already replicated', () => {
    const kira = { id: 'kira', name: 'Kira', ownerId: 'me' }
    const merged = mergePending(
      [kira],
      [entry({ docId: 'kira', op: 'create', doc: kira, state: 'sent' })],
    )
    expect(merged).toEqual([{ ...kira, syncState: 'pending' }])
  })

  it('leaves out optimistic documents the caller does not accept', () => {
    const theirs = { id: 'rex', name: 'Rex', ownerId: 'someone-else' }
    const merged = mergePending(
      [luna],
      [entry({ docId: 'rex', op: 'create', doc: theirs })],
      (doc) => doc.ownerId === 'me',
    )
    expect(merged).toEqual([{ ...luna, syncState: 'synced' }])
  })
})
