import { describe, expect, it } from 'vitest'
import type { PendingWrite } from '../../sync'
import { pendingWrite } from '../../../test/support/pending-write'
import { connectionTime, mergeConnections, splitByKind } from './connections-merge'
import { feedDoc } from '../../../test/support/component/connections-test-docs'

function entry(
  overrides: Partial<PendingWrite> & Pick<PendingWrite, 'docId' | 'op'>,
): PendingWrite {
  return pendingWrite({ key: `key-${overrides.docId}`, target: 'matches', ...overrides })
}

const pendingLike = feedDoc({
  id: 'swipe:1a2b3c4d:their-rocky',
  kind: 'favorite',
  myPetName: null,
  createdAt: '2026-01-12T09:00:00.000Z',
})

describe('mergeConnections', () => {
  it('shows a like still on its way as pending', () => {
    const shown = mergeConnections(
      [],
      [entry({ docId: pendingLike.id, op: 'create', doc: { ...pendingLike } })],
    )
    expect(shown.map((doc) => [doc.id, doc.syncState])).toEqual([[pendingLike.id, 'pending']])
  })

  it('hides the pending like once the server’s favorite of the same pair has replicated', () => {
    const synced = feedDoc({ id: 'favorite:row-1', kind: 'favorite' })
    const shown = mergeConnections(
      [synced],
      [entry({ docId: pendingLike.id, op: 'create', state: 'sent', doc: { ...pendingLike } })],
    )
    expect(shown.map((doc) => doc.id)).toEqual(['favorite:row-1'])
  })

  it('keeps the pending like when the synced document is another kind or another pair', () => {
    const otherKind = feedDoc({ id: 'superLikeSent:row-2', kind: 'superLikeSent' })
    const otherPet = feedDoc({ id: 'favorite:row-3', kind: 'favorite', otherPetId: 'their-max' })
    const otherOwnPet = feedDoc({ id: 'favorite:row-4', kind: 'favorite', myPetId: 'my-toby' })
    const shown = mergeConnections(
      [otherKind, otherPet, otherOwnPet],
      [entry({ docId: pendingLike.id, op: 'create', doc: { ...pendingLike } })],
    )
    expect(shown.map((doc) => doc.id)).toContain(pendingLike.id)
    expect(shown).toHaveLength(4)
  })

  it('hides a match whose unmatch is pending, and shows it again marked when that failed', () => {
    const match = feedDoc({ id: 'match:m1', kind: 'match', matchId: 'm1' })
    expect(mergeConnections([match], [entry({ docId: 'match:m1', op: 'delete' })])).toEqual([])
    const failed = mergeConnections(
      [match],
      [entry({ docId: 'match:m1', op: 'delete', state: 'failed' })],
    )
    expect(failed.map((doc) => [doc.id, doc.syncState])).toEqual([['match:m1', 'failed']])
  })

  it('ignores a pass (no optimistic document) and documents that are not feed documents', () => {
    const shown = mergeConnections(
      [],
      [
        entry({ docId: 'swipe:user:their-max', op: 'create', doc: null }),
        entry({ docId: 'pet-1', op: 'create', doc: { id: 'pet-1', name: 'No es un match' } }),
      ],
    )
    expect(shown).toEqual([])
  })

  it('orders newest first: matches by matchedAt, the rest by createdAt', () => {
    const old = feedDoc({
      id: 'match:old',
      kind: 'match',
      createdAt: '2026-01-20T00:00:00.000Z',
      matchedAt: '2026-01-01T00:00:00.000Z',
    })
    const recent = feedDoc({
      id: 'match:recent',
      kind: 'match',
      createdAt: '2026-01-02T00:00:00.000Z',
      matchedAt: '2026-01-15T00:00:00.000Z',
    })
    const like = feedDoc({
      id: 'favorite:f',
      kind: 'favorite',
      createdAt: '2026-01-10T00:00:00.000Z',
    })
    expect(mergeConnections([old, like, recent], []).map((doc) => doc.id)).toEqual([
      'match:recent',
      'favorite:f',
      'match:old',
    ])
    expect(connectionTime(old)).toBe('2026-01-01T00:00:00.000Z')
  })
})

describe('splitByKind', () => {
  it('puts each kind in its own list', () => {
    const docs = mergeConnections(
      [
        feedDoc({ id: 'match:m', kind: 'match', matchId: 'm' }),
        feedDoc({ id: 'superLikeSent:s', kind: 'superLikeSent' }),
        feedDoc({ id: 'superLikeReceived:r', kind: 'superLikeReceived' }),
        feedDoc({ id: 'favorite:f', kind: 'favorite' }),
      ],
      [],
    )
    const lists = splitByKind(docs)
    expect(lists.match.map((doc) => doc.id)).toEqual(['match:m'])
    expect(lists.superLikeSent.map((doc) => doc.id)).toEqual(['superLikeSent:s'])
    expect(lists.superLikeReceived.map((doc) => doc.id)).toEqual(['superLikeReceived:r'])
    expect(lists.favorite.map((doc) => doc.id)).toEqual(['favorite:f'])
  })
})
