import type { DiscoverFilters } from '../discover'

/** Spec §5 / §9 limits of the basic filter dialog. */
export const FILTER_LIMITS = {
  ageMin: 0,
  ageMax: 30,
  distanceMin: 5,
  distanceMax: 100,
  distanceStep: 5,
  locationDistanceMin: 1,
} as const

/** The dialog's editable copy: ages as typed ('' = any). */
export interface FilterDraft {
  ageMin: string
  ageMax: string
  gender: DiscoverFilters['gender']
  breed: string
  maxDistance: number
  inHeat: boolean
}

export function draftOf(filters: DiscoverFilters): FilterDraft {
  return {
    ageMin: filters.ageMin === null ? '' : String(filters.ageMin),
    ageMax: filters.ageMax === null ? '' : String(filters.ageMax),
    gender: filters.gender,
    breed: filters.breed,
    maxDistance: filters.maxDistance,
    inHeat: filters.inHeat,
  }
}

/** A typed age as a filter value: blank is 'any', anything else a whole number within 0–30. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Math.round(Number(trimmed))
  if (!Number.isFinite(value)) return null
  return Math.min(FILTER_LIMITS.ageMax, Math.max(FILTER_LIMITS.ageMin, value))
}

export function filtersOf(draft: FilterDraft): DiscoverFilters {
  return {
    ageMin: parseAge(draft.ageMin),
    ageMax: parseAge(draft.ageMax),
    gender: draft.gender,
    breed: draft.breed.trim(),
    maxDistance: draft.maxDistance,
    inHeat: draft.inHeat,
  }
}

/** The one rule the form can break: a minimum age above the maximum (the server refuses it). */
export function isAgeRangeReversed(draft: FilterDraft): boolean {
  const min = parseAge(draft.ageMin)
  const max = parseAge(draft.ageMax)
  return min !== null && max !== null && min > max
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
