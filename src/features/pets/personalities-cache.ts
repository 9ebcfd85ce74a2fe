import type { PersonalitiesResponse, Personality } from '@contract/pets.contract'

/**
 * The personality catalogue (GET /api/personalities) changes only with a release, so it is kept
 * in memory and in localStorage: the pet forms work offline once it was loaded one time. It is
 * public data, not the user's, so it survives sign-out.
 */
export type PersonalityGroups = PersonalitiesResponse['personalities']

const STORAGE_KEY = 'huellitas-personalities'

let inMemory: PersonalityGroups | null = null

function isGroups(value: unknown): value is PersonalityGroups {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((group) => Array.isArray(group))
  )
}

export function readCachedPersonalities(): PersonalityGroups | null {
  if (inMemory) return inMemory
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (isGroups(parsed)) inMemory = parsed
  } catch {
    // Corrupt or unavailable storage: treated as no cache.
  }
  return inMemory
}

export function writeCachedPersonalities(groups: PersonalityGroups): void {
  inMemory = groups
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(groups))
  } catch {
    // Storage full or unavailable: the memory copy still serves this session.
  }
}

/** Every personality of the catalogue, flat. */
export function flattenPersonalities(groups: PersonalityGroups | null): Personality[] {
  return groups ? Object.values(groups).flat() : []
}
