import type { DiscoverPet } from '@contract/discover.contract'
import { collectionSchema, field } from './schema-parts'

/**
 * The swipe stack as last fetched (GET /api/pets/discover), one document per card, so the cards
 * can still be swiped offline and survive a reload. LOCAL ONLY: never replicated (not in
 * syncedCollections); the discover feature's repo is its only reader and writer, and logout
 * removes it with the rest of the database.
 *
 * A swiped card stays for a while as a marker (`swipedAt` set) so that a swipe still waiting in
 * the service worker's queue cannot bring its pet back when the stack is fetched again.
 */
export interface DiscoverCardDoc {
  /** the pet's id: a pet is in the stack at most once */
  id: string
  /** the pet as the server sent it */
  pet: DiscoverPet
  /** position in the stack (ascending); later pages get higher numbers */
  order: number
  /** the filters and acting pet the card was fetched for (see discover-query.ts) */
  queryKey: string
  /** the acting pet's id, '' in browsing mode: swipe markers only count for the same actor */
  actor: string
  /** the page's nextCursor: where the next fetch continues (null: the end was reached) */
  cursorAfter: string | null
  fetchedAt: string
  /** when the card was swiped away; null while it is still in the stack */
  swipedAt: string | null
}

export const discoverCardsSchema = collectionSchema<DiscoverCardDoc>({
  title: 'discoverCards',
  version: 0,
  properties: {
    id: field.id,
    // The pet is shown as stored; its shape is the server's contract, not checked again here.
    pet: { type: 'object' },
    order: field.number,
    queryKey: field.string,
    actor: field.string,
    cursorAfter: field.nullableString,
    fetchedAt: field.timestamp,
    swipedAt: field.nullableString,
  },
})
