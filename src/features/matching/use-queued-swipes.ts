import { useMemo, useState } from 'react'
import { map } from 'rxjs'
import { useObservable } from '../../sync'
import { observeSwipeEntries } from './matching.repo'
import { swipeDocPrefix } from './swipe.actions'

/**
 * The pets this own pet (null: browsing mode) had a swipe for in the write queue when the
 * screen opened, in any state: the swipe stack keeps them out even where the stored stack does
 * not know of the swipe (a reload during the card's fly-out, a marker expired while the device
 * stayed offline). Swipes made on the screen are left out: their card must first fly out, and
 * the stack takes it away itself then. undefined until the queue's first read has answered:
 * an empty list before it does not mean that nothing is queued.
 */
export function useQueuedSwipes(userPetId: string | null): ReadonlySet<string> | undefined {
  const [openedAt] = useState(Date.now)
  const source = useMemo(() => {
    const prefix = swipeDocPrefix(userPetId)
    // The queue's entries first emit once its first read answered: until then, undefined.
    return observeSwipeEntries().pipe(
      map((entries) => {
        const earlier = entries.filter(
          (entry) => entry.createdAt < openedAt && entry.docId.startsWith(prefix),
        )
        return new Set(earlier.map((entry) => entry.docId.slice(prefix.length)))
      }),
    )
  }, [userPetId, openedAt])
  return useObservable(source).value
}
