import { startTransition, useEffect, useState } from 'react'
import type { Observable } from 'rxjs'

/**
 * The latest value of an observable (an RxDB live query), re-subscribing when the observable
 * changes; memoise it (useMemo) so it changes only with its inputs. `isLoading` stays true
 * until the current observable has emitted, so a screen never shows the previous user's or
 * the previous query's value.
 *
 * A new value renders in a transition: React renders it in slices of a few milliseconds and
 * lets input in between, so a screen filling from the local database (a first sync's pages)
 * never blocks a tap for the length of a whole render.
 */
export function useObservable<T>(source: Observable<T> | null): {
  value: T | undefined
  isLoading: boolean
} {
  const [state, setState] = useState<{ source: Observable<T> | null; value: T | undefined }>({
    source: null,
    value: undefined,
  })
  useEffect(() => {
    if (!source) return
    const subscription = source.subscribe((value) => {
      startTransition(() => setState({ source, value }))
    })
    return () => subscription.unsubscribe()
  }, [source])
  const isCurrent = source !== null && state.source === source
  return { value: isCurrent ? state.value : undefined, isLoading: !isCurrent }
}
