/**
 * 'Posibles coincidencias': how much a found report (or a sighting) looks like a lost pet. The
 * one place holding the weights and the cut-off; the owner's candidate list, the finder's
 * check before sending and the owner's notification all score through `scoreCandidate`.
 *
 * Rules (issue 'Encontré una mascota' §3):
 * - species must match: a cat is never a dog's candidate, whatever else agrees;
 * - the found place lies within MAX_DISTANCE_KM of the last-seen place;
 * - found after lost (a few hours' grace: times are approximate), within MAX_DAYS;
 * - colour(s), size, sex and breed words add to the score, or take from it when both sides
 *   know them and disagree (a male found is not a lost female).
 * A pair is a candidate when its score reaches CUT_OFF. Pure: unit tested.
 */
import { distanceKm, type Coordinates } from '../../contract/geo.js'
import type {
  FoundColour,
  FoundSex,
  FoundSize,
  FoundSpecies,
} from '../../contract/found-reports.enums.js'
import { foundReportTexts as t } from '../../contract/found-reports.messages.js'
import { breedWords } from './pet-traits.js'

/** One side of a pair: what is known of the pet, where and when. */
export interface PetSide {
  species: FoundSpecies
  breed: string | null
  colours: readonly FoundColour[]
  size: FoundSize | null
  sex: FoundSex | null
  place: Coordinates
  /** ms since the epoch: when it was lost (last seen) or found/seen */
  at: number
}

export const MAX_DISTANCE_KM = 10
export const MAX_DAYS = 30
/** A found time up to this much before the last-seen one still counts (approximate times). */
export const GRACE_HOURS = 6

/** Points: closeness and recency give up to 50, the pet's looks up to 50; 100 at most. */
export const WEIGHTS = {
  distance: 30,
  time: 20,
  colour: 20,
  colourMismatch: -15,
  size: 10,
  sizeOpposite: -10,
  sex: 10,
  sexMismatch: -25,
  breed: 10,
} as const

/** A pair at or above this is a candidate (shown, and notified once). */
export const CUT_OFF = 40

const DAY_MS = 86_400_000
const SIZE_RANK: Record<FoundSize, number> = { small: 0, medium: 1, large: 2 }

export interface Score {
  /** rounded to a tenth, so that equal pairs tie exactly */
  score: number
  distanceKm: number
  /** calendar days from the date lost to the date found (0: the same date, 1: the next) */
  daysAfter: number
  /** Spanish, best first: 'misma especie', '1,2 km', '2 días después', 'color similar'… */
  reasons: string[]
}

/** The score of a pair, or null when it can never be one (species, distance, time). */
export function scoreCandidate(lost: PetSide, found: PetSide): Score | null {
  if (lost.species !== found.species) return null
  const km = distanceKm(lost.place, found.place)
  if (!(km <= MAX_DISTANCE_KM)) return null
  const elapsed = found.at - lost.at
  if (elapsed < -GRACE_HOURS * 3_600_000 || elapsed > MAX_DAYS * DAY_MS) return null
  const days = Math.max(0, elapsed) / DAY_MS
  // What people say: found at 9:00 the day after a loss at 10:00 is 'el día siguiente', not
  // 'el mismo día' (both moments are their dates read alike, momentOf).
  const daysAfter = Math.max(0, Math.floor(found.at / DAY_MS) - Math.floor(lost.at / DAY_MS))
  const reasons: string[] = [t.sameSpecies, t.km(km), t.daysAfter(daysAfter)]
  let score = WEIGHTS.distance * (1 - km / MAX_DISTANCE_KM) + WEIGHTS.time * (1 - days / MAX_DAYS)

  if (lost.colours.length > 0 && found.colours.length > 0) {
    const mine = new Set(lost.colours)
    const shared = found.colours.filter((colour) => mine.has(colour)).length
    const union = new Set([...lost.colours, ...found.colours]).size
    if (shared === 0) score += WEIGHTS.colourMismatch
    else {
      score += (WEIGHTS.colour * shared) / union
      reasons.push(shared === union ? t.sameColour : t.similarColour)
    }
  }
  if (lost.size && found.size) {
    const gap = Math.abs(SIZE_RANK[lost.size] - SIZE_RANK[found.size])
    if (gap === 0) {
      score += WEIGHTS.size
      reasons.push(t.sameSize)
    } else if (gap === 2) score += WEIGHTS.sizeOpposite
  }
  if (lost.sex && found.sex) {
    if (lost.sex === found.sex) {
      score += WEIGHTS.sex
      reasons.push(t.sameSex)
    } else score += WEIGHTS.sexMismatch
  }
  const lostBreed = breedWords(lost.breed)
  if (lostBreed.length > 0 && breedWords(found.breed).some((word) => lostBreed.includes(word))) {
    score += WEIGHTS.breed
    reasons.push(t.similarBreed)
  }
  return {
    score: Math.round(score * 10) / 10,
    distanceKm: km,
    daysAfter,
    reasons,
  }
}

/**
 * How far and how late a found side can lie from `lost` and still reach CUT_OFF: the best the
 * other terms can give is full time (or distance) points and every look `lost` knows agreeing.
 * An alert whose pet is only a breed (no registered pet) reaches 6.7 km, not 10, so its
 * candidates' query reads less than half the area; one knowing everything reaches MAX_*.
 */
export function reachOf(lost: PetSide): { km: number; days: number } {
  const looks =
    (lost.colours.length > 0 ? WEIGHTS.colour : 0) +
    (lost.size ? WEIGHTS.size : 0) +
    (lost.sex ? WEIGHTS.sex : 0) +
    (breedWords(lost.breed).length > 0 ? WEIGHTS.breed : 0)
  // Scores are rounded to a tenth: CUT_OFF − 0.05 still rounds up to a candidate.
  const needed = CUT_OFF - 0.05 - looks
  const share = (points: number, weight: number) =>
    Math.min(1, Math.max(0, 1 - (needed - points) / weight))
  return {
    km: MAX_DISTANCE_KM * share(WEIGHTS.time, WEIGHTS.distance),
    days: MAX_DAYS * share(WEIGHTS.distance, WEIGHTS.time),
  }
}

export const isCandidate = (score: Score | null): score is Score =>
  score !== null && score.score >= CUT_OFF

/** The reasons as one line: 'misma especie · 1,2 km · 2 días después · color similar'. */
export const reasonLine = (score: Score): string => score.reasons.join(' · ')

/** Best first; ties: nearer, then sooner after, then by id (a stable order on every call). */
export function byRank<T extends { id: string; score: Score }>(a: T, b: T): number {
  return (
    b.score.score - a.score.score ||
    a.score.distanceKm - b.score.distanceKm ||
    a.score.daysAfter - b.score.daysAfter ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

/** Milliseconds of a YYYY-MM-DD date and HH:MM time, read as UTC (both sides alike). */
export function momentOf(date: string, time: string): number {
  const at = Date.parse(`${date}T${time.slice(0, 5)}:00Z`)
  return Number.isFinite(at) ? at : Date.parse(`${date}T00:00:00Z`)
}
