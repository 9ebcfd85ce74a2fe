import type { DiscoverPet } from '@contract/discover.contract'
import type { MyPet } from '../pets'

/**
 * The discover feature's public shapes: what the swipe home reads. The data layer
 * (discover.repo.ts, use-discover-stack.ts, filters-store.ts) implements them; the screens in
 * src/features/home only use these.
 */
export type { DiscoverPet }

/** The basic filter dialog's values (spec §3 'Discover filters', §5). */
export interface DiscoverFilters {
  /** 0..30, null = any */
  ageMin: number | null
  /** 0..30, null = any */
  ageMax: number | null
  gender: 'all' | 'MALE' | 'FEMALE'
  /** free text, '' = any */
  breed: string
  /** km; the filter dialog 5..100 step 5, the location dialog 1..100; default 50 */
  maxDistance: number
  /** heat-aware matching: only females their owners marked 'en celo' (off by default) */
  inHeat: boolean
}

export type DiscoverFilterKey = 'age' | 'gender' | 'breed' | 'maxDistance' | 'inHeat'

/** One active filter as the active-filter bar shows it. */
export interface ActiveFilter {
  key: DiscoverFilterKey
  /** Spanish chip text, e.g. 'Edad: 2–8 años', 'Hembra', 'Raza: labrador', 'Hasta 20 km' */
  label: string
}

export interface DiscoverFiltersApi {
  filters: DiscoverFilters
  /** the §5 rule: all / empty / distance 50 are not active */
  activeFilters: readonly ActiveFilter[]
  setFilters: (next: DiscoverFilters) => void
  /** back to the default of one filter (the chip's ×) */
  resetFilter: (key: DiscoverFilterKey) => void
  clearFilters: () => void
}

/** The swipe stack (spec §4 'Swipe stack'). */
export interface DiscoverStack {
  /**
   * loading: nothing stored yet and a fetch is running; ready: cards[0] is the top card;
   * empty: no more pets ('No hay más mascotas'); error: nothing stored and the fetch failed.
   */
  status: 'loading' | 'ready' | 'empty' | 'error'
  /** the cards not swiped yet, in order: cards[0] on top, cards[1] the preloaded next one */
  cards: readonly DiscoverPet[]
  /** Spanish text of the last failed fetch (server message or 'Error al cargar mascotas') */
  errorMessage: string | null
  isFetching: boolean
  /** the cards are the stored copy of an earlier fetch (offline or the fetch failed) */
  isStoredCopy: boolean
  /** Takes a card off the stack (after any swipe, whatever its outcome). */
  remove: (petId: string) => void
  /** puts a removed card back on top (a pass the server undid) */
  restore: (pet: DiscoverPet) => void
  /** Fetch again from the top (retry, pull to refresh). */
  refetch: () => void
}

/** Which of the user's pets answers on the swipe home (null: no pets, browsing mode). */
export interface ActingPet {
  pets: readonly MyPet[]
  actingPet: MyPet | null
  setActingPetId: (id: string) => void
  /**
   * The own pets are still being read (added later, optional for old callers): the acting pet
   * may still change, so pass `undefined` to useDiscoverStack meanwhile.
   */
  isLoading?: boolean
}
