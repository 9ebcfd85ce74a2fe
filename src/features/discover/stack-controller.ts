import type { Subscription } from 'rxjs'
import type { DiscoverPet, DiscoverResponse } from '@contract/discover.contract'
import type { HuellitasDatabase } from '../../db'
import { discover as text } from '../../i18n/es/discover'
import { DiscoverFetchError, type DiscoverPageRequest } from './discover.api'
import {
  markSwiped,
  observeStack,
  putOnTop,
  readStack,
  saveFetchedPage,
  SWIPE_MEMORY_MS,
  type StoredStack,
} from './discover.repo'
import type { DiscoverFilters, DiscoverStack } from './discover.types'

/**
 * The swipe stack's logic outside React (use-discover-stack.ts is its thin hook): renders from
 * the stored cards and decides when to fetch. Rules (spec §4 'Swipe stack'):
 * - a new query (filters, acting pet, saved location) replaces the stored stack;
 * - 3 or fewer cards left: the next page is appended; after the last page the next fetch starts
 *   from the top again (it cycles: the server leaves out pets answered meanwhile), once a card
 *   has been answered since (until then the top holds only the cards on screen: a stack that
 *   fits in one page would ask for them again at once, a wasted request on a slow network);
 * - one fetch at a time; a fetch that adds nothing stops the automatic fetching until a card is
 *   swiped (else a short list would be asked for again and again);
 * - a stack older than STALE_AFTER_MS is fetched again from the top when it is opened online;
 * - a failed fetch keeps the stored cards (the stored copy) and is not retried by itself until
 *   the browser is back online, the query changes or refetch() is called.
 */
export const REFETCH_AT = 3
/** A stack older than this is fetched again from the top when it is opened. */
export const STALE_AFTER_MS = 60 * 60 * 1000
/** Pages skipped in one go when every pet on them is already known. */
const MAX_SKIPPED_PAGES = 5

export interface StackQuery {
  filters: DiscoverFilters
  userPetId: string | null
  /** extra inputs of the answer (the saved location), part of the key only */
  context?: string
}

export function stackQueryKey(query: StackQuery): string {
  const { ageMin, ageMax, gender, breed, maxDistance, inHeat } = query.filters
  return JSON.stringify([
    query.userPetId ?? '',
    ageMin,
    ageMax,
    gender,
    breed.trim(),
    maxDistance,
    inHeat,
    query.context ?? '',
  ])
}

export interface StackControllerOptions {
  database: HuellitasDatabase
  fetchPage: (request: DiscoverPageRequest, signal: AbortSignal) => Promise<DiscoverResponse>
  now?: () => Date
  isOnline?: () => boolean
  /** where 'online' fires (window); none in tests */
  events?: EventTarget
}

export type StackSnapshot = Omit<DiscoverStack, 'remove' | 'restore' | 'refetch'>

export class StackController {
  private readonly options: StackControllerOptions
  private readonly listeners = new Set<() => void>()
  private query: { key: string; value: StackQuery } | null = null
  private stored: StoredStack | null = null
  private subscription: Subscription | null = null
  private inFlight: { key: string; abort: AbortController } | null = null
  /** the query whose last fetch failed / added nothing (automatic fetching paused for it) */
  private failedKey: string | null = null
  private stalledKey: string | null = null
  /** the query whose last fetch reached the last page, with no card answered since */
  private endKey: string | null = null
  private refreshRequested = false
  /** the stored stack's age is judged once per start, never under the user's finger */
  private staleChecked = false
  private errorMessage: string | null = null
  /**
   * Swiped while this screen is open, or with a swipe still in the write queue (hide): hidden
   * at once, before the marker is written, and whatever a page stored meanwhile says, for as
   * long as a stored marker would be kept (SWIPE_MEMORY_MS from when it was hidden: a swipe the
   * server never counted lets its pet come back after that, screen open or not). Per acting
   * pet: another pet has not answered these.
   */
  private readonly removed = new Map<string, number>()
  /** the ids of `removed` whose stored card has been given its marker */
  private readonly marked = new Set<string>()
  private actor: string | null = null
  private snapshot: StackSnapshot
  private readonly onOnline = () => {
    this.failedKey = null
    this.update()
  }
  private readonly onOffline = () => this.update()

  constructor(options: StackControllerOptions) {
    this.options = options
    this.snapshot = this.compute()
  }

  start(): void {
    if (this.subscription) return
    this.staleChecked = false
    this.subscription = observeStack(this.options.database).subscribe((stored) => {
      this.stored = stored
      this.markRemoved()
      this.update()
    })
    this.options.events?.addEventListener('online', this.onOnline)
    this.options.events?.addEventListener('offline', this.onOffline)
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.subscription = null
    this.options.events?.removeEventListener('online', this.onOnline)
    this.options.events?.removeEventListener('offline', this.onOffline)
    this.inFlight?.abort.abort()
  }

  /** The query to show; null while its inputs are not known yet (nothing is fetched). */
  setQuery(value: StackQuery | null): void {
    const key = value ? stackQueryKey(value) : null
    if (key === (this.query?.key ?? null)) return
    this.query = value && key ? { key, value } : null
    const actor = value ? (value.userPetId ?? '') : this.actor
    if (actor !== this.actor) {
      this.actor = actor
      this.removed.clear()
      this.marked.clear()
    }
    if (this.inFlight && this.inFlight.key !== key) this.inFlight.abort.abort()
    this.update()
  }

  remove = (petId: string): void => {
    this.removed.set(petId, this.now().getTime())
    this.stalledKey = null
    this.endKey = null
    this.markRemoved()
    this.update()
  }

  /** A removed card back on top of the current query's stack (its pass was undone). */
  restore = (pet: DiscoverPet): void => {
    const { query } = this
    if (!query) return
    this.removed.delete(pet.id)
    this.marked.delete(pet.id)
    this.stalledKey = null
    const card = { pet, queryKey: query.key, actor: query.value.userPetId ?? '', now: this.now() }
    void putOnTop(this.options.database, card).catch(() => undefined)
    this.update()
  }

  /** Pets with a swipe still in the write queue (one made before a reload, say). */
  hide = (petIds: Iterable<string>): void => {
    let isNew = false
    for (const id of petIds) {
      isNew ||= !this.removed.has(id)
      if (!this.removed.has(id)) this.removed.set(id, this.now().getTime())
    }
    if (!isNew) return
    this.markRemoved()
    this.update()
  }

  /** Gives every stored card of a swiped pet its marker, so a reload keeps it away too. */
  private markRemoved(): void {
    const { stored, query } = this
    if (!stored || !query) return
    for (const pet of stored.cards) {
      if (!this.removed.has(pet.id) || this.marked.has(pet.id)) continue
      this.marked.add(pet.id)
      const card = { pet, queryKey: query.key, actor: query.value.userPetId ?? '', now: this.now() }
      // A marker that cannot be written (storage refused) leaves the pet hidden for this screen.
      void markSwiped(this.options.database, card).catch(() => undefined)
    }
  }

  refetch = (): void => {
    this.failedKey = null
    this.stalledKey = null
    this.endKey = null
    this.refreshRequested = true
    this.update()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): StackSnapshot => this.snapshot

  /** Lets go of pets hidden longer ago than a stored marker is kept. */
  private forgetExpired(): void {
    const oldest = this.now().getTime() - SWIPE_MEMORY_MS
    for (const [id, hiddenAt] of this.removed) {
      if (hiddenAt > oldest) continue
      this.removed.delete(id)
      this.marked.delete(id)
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  private isOnline(): boolean {
    return this.options.isOnline?.() ?? true
  }

  private visibleCards(): DiscoverPet[] {
    const { stored, query } = this
    if (!stored || !query || stored.queryKey !== query.key) return []
    return stored.cards.filter((card) => !this.removed.has(card.id))
  }

  private compute(): StackSnapshot {
    const cards = this.visibleCards()
    const key = this.query?.key ?? null
    const failed = key !== null && this.failedKey === key
    const isFetching = this.inFlight !== null
    let status: StackSnapshot['status'] = 'loading'
    if (cards.length > 0) status = 'ready'
    else if (this.stored && key !== null && !isFetching) {
      if (failed) status = 'error'
      else if (this.stalledKey === key) status = 'empty'
    }
    return {
      status,
      cards,
      errorMessage: failed ? this.errorMessage : null,
      isFetching,
      isStoredCopy: cards.length > 0 && (failed || !this.isOnline()),
    }
  }

  private update(): void {
    this.pump()
    const next = this.compute()
    const previous = this.snapshot
    const same =
      previous.status === next.status &&
      previous.errorMessage === next.errorMessage &&
      previous.isFetching === next.isFetching &&
      previous.isStoredCopy === next.isStoredCopy &&
      previous.cards.length === next.cards.length &&
      previous.cards.every((card, index) => card === next.cards[index])
    if (same) return
    this.snapshot = next
    for (const listener of this.listeners) listener()
  }

  /** Starts the one fetch the current state calls for, if any. */
  private pump(): void {
    const { stored, query } = this
    if (!this.subscription || !stored || !query || this.inFlight) return
    if (this.failedKey === query.key && !this.refreshRequested) return
    const sameQuery = stored.queryKey === query.key
    if (this.refreshRequested || (!sameQuery && this.stalledKey !== query.key)) {
      this.refreshRequested = false
      void this.run(query, 'replace', null)
      return
    }
    if (!sameQuery || this.stalledKey === query.key) return
    const left = this.visibleCards().length
    if (left <= REFETCH_AT && this.endKey !== query.key) {
      void this.run(query, 'append', stored.cursor)
      return
    }
    if (this.staleChecked) return
    this.staleChecked = true
    const age = stored.fetchedAt ? this.now().getTime() - Date.parse(stored.fetchedAt) : 0
    if (age > STALE_AFTER_MS && this.isOnline()) void this.run(query, 'replace', null)
  }

  private async run(
    query: { key: string; value: StackQuery },
    mode: 'replace' | 'append',
    cursor: string | null,
  ): Promise<void> {
    this.forgetExpired()
    const abort = new AbortController()
    this.inFlight = { key: query.key, abort }
    const { database } = this.options
    const request = { filters: query.value.filters, userPetId: query.value.userPetId }
    try {
      let added = 0
      let next = cursor
      for (let page = 0; page <= MAX_SKIPPED_PAGES; page++) {
        const answer = await this.options.fetchPage({ ...request, cursor: next }, abort.signal)
        if (abort.signal.aborted) return
        added += await saveFetchedPage(database, {
          queryKey: query.key,
          actor: query.value.userPetId ?? '',
          pets: answer.pets,
          nextCursor: answer.nextCursor,
          mode: page === 0 ? mode : 'append',
          skipIds: new Set(this.removed.keys()),
          now: this.now(),
        })
        next = answer.nextCursor
        if (added > 0 || next === null) break
      }
      if (abort.signal.aborted) return
      // Read back now: the live query's emission may come after this fetch ends, and deciding
      // on the old cards would fetch the same page twice.
      this.stored = await readStack(database)
      this.markRemoved()
      this.failedKey = null
      this.errorMessage = null
      this.stalledKey = added === 0 ? query.key : null
      this.endKey = next === null ? query.key : null
    } catch (error) {
      if (abort.signal.aborted) return
      this.failedKey = query.key
      this.errorMessage = error instanceof DiscoverFetchError ? error.message : text.loadError
    } finally {
      if (this.inFlight?.abort === abort) this.inFlight = null
      this.update()
    }
  }
}
