import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DiscoverPet } from '@contract/discover.contract'
import { closeDatabase, openDatabase, type HuellitasDatabase } from '../../db'
import { discoverPet } from '../../../test/support/pet-fixtures'
import { markSwiped, putOnTop, readStack, saveFetchedPage, type FetchedPage } from './discover.repo'

/**
 * The stored stack over real RxDB (fake-indexeddb): a swipe marked while a fetched page is being
 * stored is never undone by that page, whichever of the two starts first. Before the writes
 * were serialised, the page's stale copy of the card overwrote the marker (or the page removed
 * the card the marker was being written on) and the swiped pet came back on top.
 */
const ACTOR = 'my-pet'
const KEY = 'query-a'

function pet(id: string): DiscoverPet {
  return discoverPet({ id, name: `Mascota ${id}` })
}

function page(ids: string[], mode: FetchedPage['mode'], queryKey = KEY): FetchedPage {
  return {
    queryKey,
    actor: ACTOR,
    pets: ids.map(pet),
    nextCursor: null,
    mode,
    now: new Date(),
  }
}

function swiped(id: string, queryKey = KEY) {
  return { pet: pet(id), queryKey, actor: ACTOR, now: new Date() }
}

let database: HuellitasDatabase

beforeEach(async () => {
  database = await openDatabase('5b2c7f0e-1d2a-4c3b-8e4f-6a7b8c9d0e1f', {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['discoverCards'],
  })
})

afterEach(async () => {
  await closeDatabase()
})

async function cardIds(): Promise<string[]> {
  return (await readStack(database)).cards.map((card) => card.id)
}

describe('a swipe marked while a page is stored', () => {
  it('survives an append that adds nothing and rewrites the newest card (the last one)', async () => {
    await saveFetchedPage(database, page(['a'], 'replace'))
    // The server still lists 'a' (the swipe has not reached it): nothing new to add, so the
    // page rewrites the newest card to carry its cursor.
    const storing = saveFetchedPage(database, page(['a'], 'append'))
    const marking = markSwiped(database, swiped('a'))
    await Promise.all([storing, marking])
    expect(await cardIds()).toEqual([])
    // Stored pages later still leave it out, as a reload would see them.
    await saveFetchedPage(database, page(['a', 'b'], 'append'))
    expect(await cardIds()).toEqual(['b'])
  })

  it('survives in either order against a replace (a new query) that drops the card', async () => {
    for (const markFirst of [false, true]) {
      await saveFetchedPage(database, page(['a', 'b', 'c'], 'replace'))
      const marking = markFirst ? markSwiped(database, swiped('a')) : null
      const storing = saveFetchedPage(database, page(['c', 'b'], 'replace', 'query-b'))
      const late = markFirst ? null : markSwiped(database, swiped('a', 'query-b'))
      await Promise.all([storing, marking, late])
      expect(await cardIds()).toEqual(['c', 'b'])
      // The marker holds: the server listing 'a' again does not bring it back.
      await saveFetchedPage(database, page(['a'], 'append', 'query-b'))
      expect(await cardIds()).toEqual(['c', 'b'])
      await database.discoverCards.find().remove()
    }
  })

  it('marks a card the stack no longer holds, without taking over its query or cursor', async () => {
    await saveFetchedPage(database, { ...page(['b'], 'replace'), nextCursor: 'next' })
    await markSwiped(database, swiped('gone'))
    const stack = await readStack(database)
    expect(stack.cards.map((card) => card.id)).toEqual(['b'])
    expect(stack.cursor).toBe('next')
    await saveFetchedPage(database, page(['gone', 'c'], 'append'))
    expect(await cardIds()).toEqual(['b', 'c'])
  })
})

describe('a pass undone (premium Deshacer)', () => {
  it("puts the swiped card back on top, keeping the stack's query and cursor", async () => {
    await saveFetchedPage(database, { ...page(['a', 'b', 'c'], 'replace'), nextCursor: 'next' })
    await markSwiped(database, swiped('a'))
    await markSwiped(database, swiped('b'))
    expect(await cardIds()).toEqual(['c'])
    await putOnTop(database, swiped('a'))
    expect(await cardIds()).toEqual(['a', 'c'])
    expect((await readStack(database)).cursor).toBe('next')
    // A later page does not drop it nor add it twice.
    await saveFetchedPage(database, page(['a', 'd'], 'append'))
    expect(await cardIds()).toEqual(['a', 'c', 'd'])
  })

  it('brings back a card the stack no longer held (a new page replaced it)', async () => {
    await saveFetchedPage(database, page(['a'], 'replace'))
    await markSwiped(database, swiped('a'))
    await saveFetchedPage(database, page(['x', 'y'], 'replace', 'query-b'))
    await putOnTop(database, swiped('a', 'query-b'))
    expect(await cardIds()).toEqual(['a', 'x', 'y'])
  })
})
