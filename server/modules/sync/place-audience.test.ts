import { describe, expect, it } from 'vitest'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { createPlaceAudience } from './place-audience.js'
import type { AudienceChange, AudienceEntry, AudienceRows } from './place-audience.repository.js'

/**
 * The placed-item rule on its own, over an in-memory feed table: keepers always hold the item,
 * users near a live item hold it, a user who moves away or an item that stops being live
 * leaves a tombstone, and each holder's copy is built for them.
 */
interface Item {
  id: string
  author: string
  live: boolean
  near: string[]
}

function memoryRows() {
  const table = new Map<string, AudienceEntry>()
  let seq = 0
  const rows: AudienceRows = {
    write: (changes: readonly AudienceChange[]) => {
      const entries = changes.map((change) => ({ ...change, seq: ++seq }))
      for (const entry of entries) table.set(`${entry.userId}/${entry.itemId}`, entry)
      return Promise.resolve(entries)
    },
    ofItem: (itemId: string) =>
      Promise.resolve([...table.values()].filter((entry) => entry.itemId === itemId)),
    ofUser: (userId: string) =>
      Promise.resolve(
        [...table.values()].filter((entry) => entry.userId === userId && entry.visible),
      ),
  }
  return { rows, table }
}

function setUp(items: Item[], nearUser: Record<string, string[]> = {}) {
  const { rows, table } = memoryRows()
  const sent: { userId: string; id: string; deleted: boolean; seq: number; viewer: string }[] = []
  const broadcaster = {
    publish(
      userIds: string[],
      payload: {
        documents: { id: string; viewer: string; _deleted: boolean }[]
        checkpoint: { seq: number }
      },
    ) {
      for (const userId of userIds)
        for (const doc of payload.documents)
          sent.push({
            userId,
            id: doc.id,
            deleted: doc._deleted,
            seq: payload.checkpoint.seq,
            viewer: doc.viewer,
          })
    },
  } as unknown as ChangeBroadcaster
  const byId = new Map(items.map((item) => [item.id, item]))
  const audience = createPlaceAudience<Item, { id: string; viewer: string }>({
    collection: 'foundReports',
    rows,
    broadcaster,
    keepersOf: (item) => new Set([item.author]),
    usersNear: (item) => Promise.resolve(item.live ? item.near : []),
    nearbyFor: (userId) =>
      Promise.resolve((nearUser[userId] ?? []).flatMap((id) => byId.get(id) ?? [])),
    findMany: (ids) => Promise.resolve(ids.flatMap((id) => byId.get(id) ?? [])),
    toDoc: (item, userId) => ({ id: item.id, viewer: userId }),
  })
  return { audience, table, sent }
}

const holders = (table: Map<string, AudienceEntry>, itemId: string) =>
  [...table.values()]
    .filter((entry) => entry.itemId === itemId && entry.visible)
    .map((entry) => entry.userId)
    .sort()

describe('the placed-item audience', () => {
  it('gives a live item to its keeper and the users near it, each a copy of their own', async () => {
    const item: Item = { id: 'r1', author: 'ana', live: true, near: ['bea', 'carlos'] }
    const { audience, table, sent } = setUp([item])
    expect((await audience.refresh(item)).sort()).toEqual(['ana', 'bea', 'carlos'])
    expect(holders(table, 'r1')).toEqual(['ana', 'bea', 'carlos'])
    expect(sent.map((one) => [one.userId, one.viewer, one.deleted])).toEqual([
      ['ana', 'ana', false],
      ['bea', 'bea', false],
      ['carlos', 'carlos', false],
    ])
    expect([...table.values()].find((entry) => entry.userId === 'ana')?.own).toBe(true)
    // Refreshing again tells every holder (a new seq each) and adds nobody.
    expect(await audience.refresh(item)).toEqual([])
    expect(sent).toHaveLength(6)
  })

  it('takes an item that stops being live from everyone but its keeper, once', async () => {
    const item: Item = { id: 'r1', author: 'ana', live: true, near: ['bea'] }
    const { audience, table, sent } = setUp([item])
    await audience.refresh(item)
    item.live = false
    await audience.refresh(item)
    expect(holders(table, 'r1')).toEqual(['ana'])
    expect(sent.slice(2).map((one) => [one.userId, one.deleted])).toEqual([
      ['ana', false],
      ['bea', true],
    ])
    // A tombstone already sent is not sent again.
    await audience.refresh(item)
    expect(sent.slice(4).map((one) => one.userId)).toEqual(['ana'])
  })

  it('follows a user who moves: new items in, far ones out, their own kept', async () => {
    const mine: Item = { id: 'mine', author: 'bea', live: true, near: [] }
    const old: Item = { id: 'old', author: 'ana', live: true, near: ['bea'] }
    const fresh: Item = { id: 'fresh', author: 'carlos', live: true, near: [] }
    const { audience, table, sent } = setUp([mine, old, fresh], { bea: ['fresh'] })
    await audience.refresh(mine)
    await audience.refresh(old)
    const before = sent.length
    await audience.refreshUser('bea')
    expect(holders(table, 'old')).toEqual(['ana'])
    expect(holders(table, 'fresh')).toEqual(['bea'])
    expect(holders(table, 'mine')).toEqual(['bea'])
    expect(
      sent
        .slice(before)
        .map((one) => [one.id, one.deleted])
        .sort(),
    ).toEqual([
      ['fresh', false],
      ['old', true],
    ])
    // Nothing changed: nothing written, nothing sent.
    const after = sent.length
    await audience.refreshUser('bea')
    expect(sent.length).toBe(after)
  })
})
