import { useEffect, useSyncExternalStore } from 'react'
import type { PersonalitiesResponse } from '@contract/pets.contract'
import { errorMessage, http as appHttp } from '../../api/http'
import { pets as texts } from '../../i18n/es/pets'
import { getSyncContext } from '../../sync'
import {
  readCachedPersonalities,
  writeCachedPersonalities,
  type PersonalityGroups,
} from './personalities-cache'

/**
 * The personality catalogue, grouped by category, for the pet forms. Served from the cache at
 * once (offline too) and refreshed from GET /api/personalities once per app session.
 * `isLoading`: nothing to show yet; `error`: nothing to show and the request failed.
 */
export interface PersonalitiesState {
  personalities: PersonalityGroups | null
  isLoading: boolean
  error: string | null
}

const cached = readCachedPersonalities()
let state: PersonalitiesState = { personalities: cached, isLoading: cached === null, error: null }
let hasRefreshed = false
const listeners = new Set<() => void>()

function set(next: PersonalitiesState): void {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getSnapshot = () => state

/** Fetches the catalogue (again); the hook calls it once per session, a retry button may too. */
export async function refreshPersonalities(): Promise<void> {
  hasRefreshed = true
  set({ ...state, isLoading: state.personalities === null, error: null })
  try {
    const client = getSyncContext()?.http ?? appHttp
    const answer = await client.get('personalities').json<PersonalitiesResponse>()
    writeCachedPersonalities(answer.personalities)
    set({ personalities: answer.personalities, isLoading: false, error: null })
  } catch (error) {
    const message = await errorMessage(error, texts.personalitiesLoadError)
    set({ ...state, isLoading: false, error: state.personalities ? null : message })
  }
}

export function usePersonalities(): PersonalitiesState {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  useEffect(() => {
    if (!hasRefreshed) void refreshPersonalities()
  }, [])
  return current
}
