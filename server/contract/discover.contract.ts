/**
 * Wire contract of GET /api/pets/discover (spec §3 'Discover filters', §5, §7, §9): the query
 * rules with Spanish messages and the answer's shape. Query values arrive as strings (repeated
 * keys as arrays): every scalar accepts exactly one string in a strict format, so `NaN`,
 * `Infinity`, `0x10`, `1e9` or `?age=1&age=2` are a 400, never a guess.
 *
 * Extended filters: all of §3 are accepted and validated; the ones pets carry data for are
 * applied through personalities (energyLevel, exerciseNeeds, socialization, trainingLevel —
 * see server/modules/discover/discover-filters.ts for the mapping). Pets have no pedigree,
 * titles, certifications, breeding rights or activities, so those are accepted but cannot
 * filter: the answer lists the active ones in `ignoredFilters`.
 */
import { z } from 'zod'
import type { Personality, PetDoc } from './pets.contract.js'
import { discoverMessages as m, discoverRules as rules } from './discover.messages.js'
import { queryCursor, queryValueReaders } from './query-values.js'

export {
  coarseDistanceKm,
  discoverMessages,
  discoverRules,
  formatDistance,
} from './discover.messages.js'

const INTEGER = /^\d{1,9}$/

/** Empty counts as absent: the client's 'empty' filter. */
const { one, decimal } = queryValueReaders(rules.textMaxLength, /^[+-]?\d{1,12}(\.\d{1,15})?$/)

const integer = (min: number, max: number, message: string) =>
  one(message)
    .refine((value) => value === undefined || INTEGER.test(value.trim()), message)
    .transform((value) => (value === undefined ? undefined : Number(value.trim())))
    .refine((value) => value === undefined || (value >= min && value <= max), message)

const TRUE = ['true', '1', 'yes', 'si', 'sí']
const FALSE = ['false', '0', 'no']
/** true / false, or undefined for absent and 'all' */
const flag = () =>
  one(m.invalidBoolean)
    .refine(
      (value) =>
        value === undefined || [...TRUE, ...FALSE, 'all'].includes(value.trim().toLowerCase()),
      m.invalidBoolean,
    )
    .transform((value) => {
      const normal = value?.trim().toLowerCase()
      if (normal === undefined || normal === 'all') return undefined
      return TRUE.includes(normal)
    })

/** One of `values` in any letter case; 'all' (or absent) means no filter. */
const choice = <const T extends string>(values: readonly T[], message: string) =>
  one(message)
    .refine(
      (value) =>
        value === undefined ||
        value.trim().toLowerCase() === 'all' ||
        (values as readonly string[]).includes(value.trim().toLowerCase()),
      message,
    )
    .transform((value) => {
      const normal = value?.trim().toLowerCase()
      return normal === undefined || normal === 'all' ? undefined : (normal as T)
    })

/** Free text, trimmed; blank and 'all' mean no filter. */
const text = () =>
  one(m.invalidText).transform((value) => {
    const trimmed = value?.trim()
    return trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined
  })

/** A list: repeated keys (`titles=a&titles=b`) or one comma-separated value. */
const list = () =>
  z
    .union([z.string(), z.array(z.string())], { error: m.invalidList })
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '' && item.toLowerCase() !== 'all'),
    )
    .refine(
      (items) =>
        items.length <= rules.listMaxItems &&
        items.every((item) => item.length <= rules.textMaxLength),
      m.invalidList,
    )

export const discoverLevels = ['low', 'medium', 'high'] as const
export type DiscoverLevel = (typeof discoverLevels)[number]
export const trainingLevels = ['basic', 'intermediate', 'advanced'] as const
export type TrainingLevel = (typeof trainingLevels)[number]

const GENDERS: Record<string, 'MALE' | 'FEMALE'> = {
  male: 'MALE',
  macho: 'MALE',
  female: 'FEMALE',
  hembra: 'FEMALE',
}

export const discoverQuerySchema = z
  .object({
    includeDistance: flag(),
    useLocation: flag(),
    latitude: decimal(-90, 90, m.invalidLatitude),
    longitude: decimal(-180, 180, m.invalidLongitude),
    maxDistance: decimal(rules.maxDistanceMin, rules.maxDistanceMax, m.invalidMaxDistance),
    ageMin: integer(rules.ageMin, rules.ageMax, m.invalidAge),
    ageMax: integer(rules.ageMin, rules.ageMax, m.invalidAge),
    gender: one(m.invalidGender)
      .refine((value) => {
        const normal = value?.trim().toLowerCase()
        return normal === undefined || normal === 'all' || normal in GENDERS
      }, m.invalidGender)
      .transform((value) => GENDERS[value?.trim().toLowerCase() ?? '']),
    breed: text(),
    energyLevel: choice(discoverLevels, m.invalidLevel),
    exerciseNeeds: choice(discoverLevels, m.invalidLevel),
    socialization: choice(discoverLevels, m.invalidLevel),
    trainingLevel: choice(trainingLevels, m.invalidLevel),
    activities: list(),
    hasPedigree: flag(),
    pedigreeLevel: text(),
    bloodline: text(),
    titles: list(),
    healthCertifications: list(),
    breedingRights: flag(),
    /** heat-aware matching (heat-marks.contract.ts): only females their owners marked 'en celo' */
    inHeat: flag(),
    userPetId: one(m.invalidPetId).refine(
      (value) => value === undefined || /^[A-Za-z0-9_-]{1,60}$/.test(value),
      m.invalidPetId,
    ),
    limit: integer(1, rules.limitMax, m.invalidLimit),
    offset: integer(0, rules.offsetMax, m.invalidOffset),
    cursor: queryCursor(rules.cursorMaxLength, m.invalidCursor),
  })
  .superRefine((query, context) => {
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      context.addIssue({ code: 'custom', message: m.latitudeWithoutLongitude })
    }
    if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax) {
      context.addIssue({ code: 'custom', message: m.ageRangeReversed })
    }
    if (query.cursor !== undefined && query.offset !== undefined) {
      context.addIssue({ code: 'custom', message: m.cursorWithOffset })
    }
  })
export type DiscoverQuery = z.output<typeof discoverQuerySchema>

/** Filters that §3 names but pets carry no data for: accepted, reported, not applied. */
export const unsupportedDiscoverFilters = [
  'activities',
  'hasPedigree',
  'pedigreeLevel',
  'bloodline',
  'titles',
  'healthCertifications',
  'breedingRights',
] as const

/**
 * A pet as a discover card shows it (spec §2 'Home / discover'): photos, name and age, breed and
 * sex, distance, owner, personalities — and no more, twenty a page at every visit. The card is
 * also what the pet profile shows offline until it has the full document (GET /api/pets/{id}:
 * description, weight, the published QR profile…), so it carries the profile's heading facts
 * (species, city) and the cell for its area map. Another owner's pet is placed at the centre of
 * its cell of about 1 km (server/geo/privacy.ts): latitude/longitude, distance, the maxDistance
 * filter, the order and the cursor all come from that cell, never the pet's exact position.
 */
export interface DiscoverPet extends Pick<
  PetDoc,
  'id' | 'ownerId' | 'name' | 'species' | 'breed' | 'age' | 'gender' | 'city'
> {
  /** the cell's centre (null without a position) */
  latitude: number | null
  longitude: number | null
  /**
   * upload paths, main photo first. Each has its card-size version (480 px) at
   * thumbnailPath(photo) (contract/media.ts), which the card loads first: the sizes follow
   * from the path by that shared rule, so no second list is sent.
   */
  photos: string[]
  personalities: Personality[]
  owner: { name: string; avatar: string | null; city: string | null }
  /** whole km from the searcher (0: under 1 km), or null when not asked or without a position */
  distance: number | null
  /** 'a menos de 1 km', '3 km' */
  formattedDistance: string | null
  /** the owner hides the distance (Settings › Privacidad): distance is null, the text 'cerca de ti' */
  distanceHidden?: true
  /** only when the searcher filtered with inHeat=true: her owner marked her 'en celo' */
  inHeat?: true
}

/** GET /api/pets/discover */
export interface DiscoverResponse {
  /** nearest first (or newest first without a position) */
  pets: DiscoverPet[]
  /** pass as `cursor` for the next page; null at the end. Opaque: sealed by the server */
  nextCursor: string | null
  /** how the list was ordered: by distance from a position, or newest first */
  mode: 'distance' | 'newest'
  /**
   * the search centre's source when mode is 'distance': the query's coordinates, the premium
   * user's 'Pasaporte' place (premium.contract.ts) or the saved location
   */
  origin: 'query' | 'passport' | 'saved' | null
  maxDistance: number | null
  /** active filters that were accepted but cannot filter (pets carry no such data) */
  ignoredFilters: string[]
}
