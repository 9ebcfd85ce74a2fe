import { useEffect, useMemo, useState } from 'react'
import { useDatabase } from '../../db'
import { currentSyncEngine } from '../../sync'
import { LOST_PETS, observeLostPets, type ListedLostPet } from './lost-pets.repo'
import { isOffline } from '../../api/online'

/** How often to look for the sync engine while the session is still starting it. */
const ENGINE_POLL_MS = 300

type Engine = NonNullable<ReturnType<typeof currentSyncEngine>>

/**
 * Whether the alerts feed has failed before anything was pulled in this session (RxDB's
 * error$ before syncedThrough$ moved), or the page is offline with nothing pulled yet.
 */
function useFeedFailed(attempt: number): boolean {
  const [hasFailed, setHasFailed] = useState(false)
  useEffect(() => {
    let stop: (() => void) | null = null
    const attach = (engine: Engine) => {
      const replication = engine.replications.find((one) => one.name === LOST_PETS)
      if (!replication) return
      let isSynced = false
      const synced = replication.syncedThrough$.subscribe((through) => {
        if (through <= 0) return
        isSynced = true
        setHasFailed(false)
      })
      const errors = replication.state.error$.subscribe(() => {
        if (!isSynced) setHasFailed(true)
      })
      if (!isSynced && isOffline()) setHasFailed(true)
      stop = () => {
        synced.unsubscribe()
        errors.unsubscribe()
      }
    }
    const engine = currentSyncEngine()
    if (engine) {
      attach(engine)
      return () => stop?.()
    }
    const timer = setInterval(() => {
      const started = currentSyncEngine()
      if (!started) return
      clearInterval(timer)
      attach(started)
    }, ENGINE_POLL_MS)
    return () => {
      clearInterval(timer)
      stop?.()
    }
  }, [attempt])
  return hasFailed
}

/**
 * The replicated alerts with the user's pending writes, live. `hasError` when the local query
 * fails, or when the alerts could not be fetched and this device has none (a first visit
 * offline): with alerts stored, the screen shows them instead. `retry` pulls again.
 */
export function useLostPets(): {
  pets: ListedLostPet[]
  isLoading: boolean
  hasError: boolean
  retry: () => void
} {
  const database = useDatabase()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ pets: ListedLostPet[] | null; hasFailed: boolean }>({
    pets: null,
    hasFailed: false,
  })
  const feedFailed = useFeedFailed(attempt)

  const source = useMemo(
    () => (database ? observeLostPets(database) : null),
    // `attempt` re-subscribes after a failed query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [database, attempt],
  )

  useEffect(() => {
    if (!source) return
    const subscription = source.subscribe({
      next: (pets) => setState({ pets, hasFailed: false }),
      error: () => setState({ pets: [], hasFailed: true }),
    })
    return () => subscription.unsubscribe()
  }, [source])

  const pets = state.pets ?? []
  return {
    pets,
    isLoading: state.pets === null,
    hasError: state.hasFailed || (feedFailed && pets.length === 0),
    retry: () => {
      setAttempt((value) => value + 1)
      currentSyncEngine()?.reSync()
    },
  }
}
