import { catchError, defer, retry, timer, type Observable } from 'rxjs'
import { uncacheRxQuery, type RxQuery } from 'rxdb'

/** The first pause before a failed query is made again; it doubles up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 10_000

/**
 * A live query (RxDB's `query.$`) that survives a failed read. RxDB chains a query's refreshes
 * on one promise without a catch (rx-query.ts, `_ensureEqual`): once a storage read rejects (a
 * transient IndexedDB error, a connection closed under it), that query errors for every
 * subscriber, for good, and the collection's query cache hands the same dead query to every
 * later find() of it. A screen over it would keep its last frame until a reload — a chat
 * showing a message as pending for ever. Here a failed query leaves the cache and is made again
 * after a pause, so the screen catches up by itself.
 *
 * `make` builds the query (e.g. `() => database.pets.find({ … })`); every live query of a
 * screen goes through here.
 */
export function liveQuery<Doc, Result>(make: () => RxQuery<Doc, Result>): Observable<Result> {
  return defer(() => {
    const query = make()
    return query.$.pipe(
      catchError((error: unknown) => {
        uncacheRxQuery(query.collection._queryCache, query)
        throw error
      }),
    )
  }).pipe(
    retry({
      resetOnSuccess: true,
      delay: (error: unknown, attempt: number) => {
        console.warn('A local query failed; it is made again', error)
        return timer(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1)))
      },
    }),
  )
}
