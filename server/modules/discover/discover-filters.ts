import {
  unsupportedDiscoverFilters,
  type DiscoverLevel,
  type DiscoverQuery,
  type TrainingLevel,
} from '../../contract/discover.contract.js'

/**
 * How §3's discover filters map onto what pets really carry. Age, gender and breed are
 * columns. Of the extended filters, four describe traits the personality catalogue
 * (personalities.seed.ts) records, so they filter by personality: a pet passes a filter when
 * it has ANY personality of that level's set, and ALL active filters must pass.
 * The rest (pedigree, bloodline, titles, health certifications, breeding rights, activities)
 * have no data behind them: accepted, validated, listed back in `ignoredFilters`.
 */
const energyLevel: Record<DiscoverLevel, string[]> = {
  low: ['energy-tranquilo', 'energy-dormilon'],
  medium: ['energy-jugueton'],
  high: ['energy-energico', 'energy-deportista'],
}
const exerciseNeeds: Record<DiscoverLevel, string[]> = {
  low: ['energy-dormilon', 'energy-tranquilo', 'adaptability-apartamento'],
  medium: ['energy-jugueton'],
  high: ['energy-deportista', 'energy-energico', 'adaptability-patio'],
}
const socialization: Record<DiscoverLevel, string[]> = {
  low: ['social-timido'],
  medium: ['social-perros', 'social-gatos'],
  high: ['social-ninos', 'social-personas'],
}
const trainingLevel: Record<TrainingLevel, string[]> = {
  basic: ['behavior-educado', 'behavior-correa'],
  intermediate: ['behavior-obediente'],
  advanced: ['intelligence-trucos'],
}

/** The filters the repository applies. */
export interface PetFilters {
  ageMin?: number | undefined
  ageMax?: number | undefined
  gender?: 'MALE' | 'FEMALE' | undefined
  /** lower-cased; matches anywhere in the breed */
  breed?: string | undefined
  /** each group: the pet has at least one of these personality ids */
  personalityGroups: string[][]
  /** the instant a live 'en celo' mark is tested at; undefined: the filter is off */
  inHeatAt?: string | undefined
}

export function petFiltersOf(query: DiscoverQuery, now: Date = new Date()): PetFilters {
  const groups: string[][] = []
  if (query.energyLevel) groups.push(energyLevel[query.energyLevel])
  if (query.exerciseNeeds) groups.push(exerciseNeeds[query.exerciseNeeds])
  if (query.socialization) groups.push(socialization[query.socialization])
  if (query.trainingLevel) groups.push(trainingLevel[query.trainingLevel])
  return {
    ageMin: query.ageMin,
    ageMax: query.ageMax,
    gender: query.gender,
    breed: query.breed?.toLowerCase(),
    personalityGroups: groups,
    inHeatAt: query.inHeat === true ? now.toISOString() : undefined,
  }
}

/** Active filters that were accepted but cannot filter. */
export function ignoredFiltersOf(query: DiscoverQuery): string[] {
  return unsupportedDiscoverFilters.filter((name) => {
    const value = query[name]
    return Array.isArray(value) ? value.length > 0 : value !== undefined
  })
}
