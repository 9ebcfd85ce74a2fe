import { discoverRules } from '@contract/discover.messages'
import { discover as text } from '../../i18n/es/discover'
import type { ActiveFilter, DiscoverFilterKey, DiscoverFilters } from './discover.types'

/**
 * The basic discover filters as plain values: defaults, the §5 'not active' rule with its
 * Spanish chips, and the repair of anything read back from storage.
 */
export const defaultDiscoverFilters: DiscoverFilters = Object.freeze({
  ageMin: null,
  ageMax: null,
  gender: 'all',
  breed: '',
  maxDistance: discoverRules.maxDistanceDefault,
  inHeat: false,
})

const BREED_MAX_LENGTH = discoverRules.textMaxLength

function age(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return Math.min(discoverRules.ageMax, Math.max(discoverRules.ageMin, Math.round(value)))
}

/**
 * Any value (stored JSON from an older version, a hand-edited entry) made into valid filters:
 * unknown or broken fields fall back to their defaults, numbers are clamped to their ranges
 * and a reversed age range is swapped, so the server never refuses the query.
 */
export function normalizeFilters(value: unknown): DiscoverFilters {
  if (!value || typeof value !== 'object') return { ...defaultDiscoverFilters }
  const raw = value as Record<string, unknown>
  let ageMin = age(raw.ageMin)
  let ageMax = age(raw.ageMax)
  if (ageMin !== null && ageMax !== null && ageMin > ageMax) [ageMin, ageMax] = [ageMax, ageMin]
  const gender = raw.gender === 'MALE' || raw.gender === 'FEMALE' ? raw.gender : 'all'
  const breed = typeof raw.breed === 'string' ? raw.breed.trim().slice(0, BREED_MAX_LENGTH) : ''
  const distance =
    typeof raw.maxDistance === 'number' && Number.isFinite(raw.maxDistance)
      ? Math.min(
          discoverRules.maxDistanceMax,
          Math.max(discoverRules.maxDistanceMin, Math.round(raw.maxDistance)),
        )
      : discoverRules.maxDistanceDefault
  return { ageMin, ageMax, gender, breed, maxDistance: distance, inHeat: raw.inHeat === true }
}

/** §5: 'all', empty and the default distance of 50 km count as not active. */
export function activeFiltersOf(filters: DiscoverFilters): ActiveFilter[] {
  const active: ActiveFilter[] = []
  const { ageMin, ageMax } = filters
  if (ageMin !== null && ageMax !== null) {
    active.push({ key: 'age', label: text.chips.ageRange(ageMin, ageMax) })
  } else if (ageMin !== null) {
    active.push({ key: 'age', label: text.chips.ageFrom(ageMin) })
  } else if (ageMax !== null) {
    active.push({ key: 'age', label: text.chips.ageUpTo(ageMax) })
  }
  if (filters.gender !== 'all') {
    active.push({ key: 'gender', label: text.chips.gender[filters.gender] })
  }
  const breed = filters.breed.trim()
  if (breed !== '') active.push({ key: 'breed', label: text.chips.breed(breed) })
  if (filters.maxDistance !== discoverRules.maxDistanceDefault) {
    active.push({ key: 'maxDistance', label: text.chips.maxDistance(filters.maxDistance) })
  }
  if (filters.inHeat) active.push({ key: 'inHeat', label: text.chips.inHeat })
  return active
}

/** The filters with one of them back at its default (a chip's ×). */
export function resetFilterOf(filters: DiscoverFilters, key: DiscoverFilterKey): DiscoverFilters {
  switch (key) {
    case 'age':
      return { ...filters, ageMin: null, ageMax: null }
    case 'gender':
      return { ...filters, gender: 'all' }
    case 'breed':
      return { ...filters, breed: '' }
    case 'maxDistance':
      return { ...filters, maxDistance: discoverRules.maxDistanceDefault }
    case 'inHeat':
      return { ...filters, inHeat: false }
  }
}

export function sameFilters(a: DiscoverFilters, b: DiscoverFilters): boolean {
  return (
    a.ageMin === b.ageMin &&
    a.ageMax === b.ageMax &&
    a.gender === b.gender &&
    a.breed === b.breed &&
    a.maxDistance === b.maxDistance &&
    a.inHeat === b.inHeat
  )
}
