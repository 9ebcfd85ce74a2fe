import { useMemo } from 'react'
import { map } from 'rxjs'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { splitByKind, type ConnectionLists } from './connections-merge'
import { observeConnections } from './matches.repo'

const NONE: ConnectionLists = {
  match: [],
  superLikeSent: [],
  superLikeReceived: [],
  favorite: [],
  lostPetChat: [],
}

/**
 * The user's matches, super likes sent and received, and favorites from the local database,
 * newest first, each with its syncState. Live: a match made on the other side appears by
 * itself; works offline with what was last synced.
 */
export function useConnections(): { lists: ConnectionLists; isLoading: boolean } {
  const database = useDatabase()
  const source = useMemo(
    () => (database ? observeConnections(database).pipe(map(splitByKind)) : null),
    [database],
  )
  const { value, isLoading } = useObservable(source)
  return { lists: value ?? NONE, isLoading }
}
