import { map, type Observable } from 'rxjs'
import type { DiscoverPet } from '@contract/discover.contract'
import type { DiscoverCardDoc, HuellitasDatabase } from '../../db'
import { liveQuery } from '../../db/live-query'

/**
 * The discover feature's only access to RxDB: the local-only `discoverCards` collection, the
 * swipe stack as last fetched. The newest card (highest `order`) carries the stack's query key
 * and the cursor where the next fetch continues, so a reload picks up exactly where it was.
 *
 * Every write is a read-modify-write, and they run one at a time (withCardsLock): storing a
 * fetched page reads the cards, then writes some back; a swipe marked in between was otherwise
 * overwritten by the page's stale copy of that card (or marked on a card the page had just
 * removed), and the swiped pet came back on top, through reloads, to be swiped again.
 */

/** At most this many documents (cards and swipe markers) are kept. */
export const STACK_CAP = 60
/**
 * How long a swiped card keeps its pet out of later fetches: long enough for a swipe queued
 * offline to reach the server (which then excludes the pet itself); after that, a pet whose
 * swipe never counted (an error, the daily quota) may come back when the stack cycles.
 */
export const SWIPE_MEMORY_MS = 60 * 60 * 1000

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

const CARDS_LOCK = 'huellitas:discover-cards'
let chain: Promise<unknown> = Promise.resolve()

/**
 * Runs one write after the other: across tabs through a Web Lock (every tab stores pages into
 * the same IndexedDB), else (tests in Node) through a chain in this realm.
 */
function withCardsLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  if (locks) return locks.request(CARDS_LOCK, task)
  const run = chain.then(task)
  chain = run.catch(() => undefined)
  return run
}

export interface StoredStack {
  /** the query the stored cards belong to (null: nothing stored) */
  queryKey: string | null
  /** the cards not swiped yet, top first */
  cards: DiscoverPet[]
  /** where the next page starts; null: from the top (the end was reached, or nothing stored) */
  cursor: string | null
  /** when the newest stored card was fetched (ISO), null when nothing is stored */
  fetchedAt: string | null
}

function byOrder(a: DiscoverCardDoc, b: DiscoverCardDoc): number {
  return a.order - b.order
}

function toStack(documents: DiscoverCardDoc[]): StoredStack {
  const sorted = [...documents].sort(byOrder)
  const newest = sorted.at(-1)
  if (!newest) return { queryKey: null, cards: [], cursor: null, fetchedAt: null }
  return {
    queryKey: newest.queryKey,
    cards: sorted
      .filter((card) => card.swipedAt === null && card.queryKey === newest.queryKey)
      .map((card) => card.pet),
    cursor: newest.cursorAfter,
    fetchedAt: newest.fetchedAt,
  }
}

function plain(document: { toJSON(): unknown }): DiscoverCardDoc {
  return document.toJSON() as DiscoverCardDoc
}

/** The stored stack, live (every write re-emits, in this tab and others). */
export function observeStack(database: HuellitasDatabase): Observable<StoredStack> {
  return liveQuery(() => database.discoverCards.find()).pipe(
    map((documents) => toStack(documents.map(plain))),
  )
}

export async function readStack(database: HuellitasDatabase): Promise<StoredStack> {
  return toStack((await database.discoverCards.find().exec()).map(plain))
}

export interface FetchedPage {
  queryKey: string
  /** the acting pet's id, '' in browsing mode */
  actor: string
  pets: readonly DiscoverPet[]
  nextCursor: string | null
  /** replace: a new query or a refresh (the unswiped cards go); append: the next page */
  mode: 'replace' | 'append'
  /** pets swiped in this session whose marker may not be written yet */
  skipIds?: ReadonlySet<string>
  now: Date
}

/**
 * Stores a fetched page: new pets join the end of the stack; pets already in it, or swiped
 * recently by the same acting pet, are skipped. Returns how many cards were added.
 */
export function saveFetchedPage(database: HuellitasDatabase, page: FetchedPage): Promise<number> {
  return withCardsLock(() => storePage(database, page))
}

async function storePage(database: HuellitasDatabase, page: FetchedPage): Promise<number> {
  const documents = (await database.discoverCards.find().exec()).map(plain)
  const nowMs = page.now.getTime()
  const kept = new Map<string, DiscoverCardDoc>()
  const dropped = new Set<string>()
  for (const card of documents) {
    const isMarker = card.swipedAt !== null
    const stale = isMarker
      ? card.actor !== page.actor || nowMs - Date.parse(card.swipedAt ?? '') > SWIPE_MEMORY_MS
      : page.mode === 'replace' || card.queryKey !== page.queryKey
    if (stale) dropped.add(card.id)
    else kept.set(card.id, card)
  }

  let order = documents.reduce((max, card) => Math.max(max, card.order + 1), 0)
  const fetchedAt = page.now.toISOString()
  const added: DiscoverCardDoc[] = []
  const seen = new Set<string>()
  for (const pet of page.pets) {
    if (kept.has(pet.id) || seen.has(pet.id) || page.skipIds?.has(pet.id)) continue
    seen.add(pet.id)
    dropped.delete(pet.id)
    added.push({
      id: pet.id,
      pet,
      order: order++,
      queryKey: page.queryKey,
      actor: page.actor,
      cursorAfter: page.nextCursor,
      fetchedAt,
      swipedAt: null,
    })
  }

  // Nothing new: the newest kept document still has to carry the new query and cursor.
  const newest = added.length === 0 ? [...kept.values()].sort(byOrder).at(-1) : undefined
  const patched = newest
    ? [{ ...newest, queryKey: page.queryKey, cursorAfter: page.nextCursor, fetchedAt }]
    : []

  // Over the cap: forget the oldest swipe markers first (never the cursor's holder).
  let excess = kept.size + added.length - STACK_CAP
  if (excess > 0) {
    const markers = [...kept.values()]
      .filter((card) => card.swipedAt !== null && card.id !== newest?.id)
      .sort((a, b) => (a.swipedAt ?? '').localeCompare(b.swipedAt ?? ''))
    for (const marker of markers) {
      if (excess <= 0) break
      dropped.add(marker.id)
      excess--
    }
  }

  if (dropped.size > 0) await database.discoverCards.bulkRemove([...dropped])
  const writes = [...added, ...patched]
  if (writes.length > 0) await database.discoverCards.bulkUpsert(writes)
  return added.length
}

export interface SwipedCard {
  pet: DiscoverPet
  /** the query and acting pet ('' in browsing mode) the stack is shown for */
  queryKey: string
  actor: string
  now: Date
}

/**
 * Takes a card off the stack; it stays as a marker so a refetch cannot bring it back soon. A
 * card already gone (a new page replaced the stack meanwhile) gets a marker of its own, placed
 * before every card so it never carries the stack's query or cursor.
 */
export function markSwiped(database: HuellitasDatabase, card: SwipedCard): Promise<void> {
  return withCardsLock(async () => {
    const swipedAt = card.now.toISOString()
    const document = await database.discoverCards.findOne(card.pet.id).exec()
    if (document) {
      // Markers only count for their actor: a card met again under another pet is re-marked.
      if (document.swipedAt === null || document.actor !== card.actor) {
        await document.incrementalPatch({ swipedAt, actor: card.actor })
      }
      return
    }
    const documents = (await database.discoverCards.find().exec()).map(plain)
    await database.discoverCards.insert({
      id: card.pet.id,
      pet: card.pet,
      order: documents.reduce((min, other) => Math.min(min, other.order - 1), 0),
      queryKey: card.queryKey,
      actor: card.actor,
      cursorAfter: null,
      fetchedAt: swipedAt,
      swipedAt,
    })
  })
}

/** A card (swiped or not, stored or not) shown again, before every other card of the stack. */
export function putOnTop(database: HuellitasDatabase, card: SwipedCard): Promise<void> {
  return withCardsLock(async () => {
    const documents = (await database.discoverCards.find().exec()).map(plain)
    const newest = [...documents].sort(byOrder).at(-1)
    const top = documents.reduce((min, other) => Math.min(min, other.order - 1), 0)
    const own = documents.find((document) => document.id === card.pet.id)
    await database.discoverCards.upsert({
      id: card.pet.id,
      pet: card.pet,
      // The newest card carries the stack's query and cursor: it keeps its place.
      order: own && own.id === newest?.id ? own.order : top,
      queryKey: card.queryKey,
      actor: card.actor,
      cursorAfter: own?.cursorAfter ?? null,
      fetchedAt: own?.fetchedAt ?? card.now.toISOString(),
      swipedAt: null,
    })
  })
}

/** A pet as the stack stored it (swiped or not), live; null when it is not stored. */
export function observeStoredPet(
  database: HuellitasDatabase,
  petId: string,
): Observable<DiscoverPet | null> {
  return liveQuery(() => database.discoverCards.findOne(petId)).pipe(
    map((document) => (document ? plain(document).pet : null)),
  )
}
