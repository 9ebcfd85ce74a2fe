import { Observable, type Subscription } from 'rxjs'
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
  // By hand rather than with rxjs's retry and timer: this module is in every screen's first load.
  return new Observable<Result>((subscriber) => {
    let current: Subscription | undefined
    let pause: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    const start = () => {
      const query = make()
      current = query.$.subscribe({
        next: (result) => {
          failures = 0
          subscriber.next(result)
        },
        error: (error: unknown) => {
          uncacheRxQuery(query.collection._queryCache, query)
          console.warn('A local query failed; it is made again', error)
          pause = setTimeout(start, Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures))
          failures += 1
        },
      })
    }
    start()
    return () => {
      clearTimeout(pause)
      current?.unsubscribe()
    }
  })
}
