/**
 * The next heat of a female pet, estimated from her own records (spec §2 /reproductive-health
 * 'days until next', §4 'Cycle phases'). Pure: the dialog, /reproductive-health and the server's
 * reminder sweep all read this one module. The original added 6 months to the last record; this
 * gives a window, never a single date, and says on what it rests.
 *
 * Figures and where they come from:
 * - Dogs cycle about every 5 to 12 months, on average about 7 (P. W. Concannon, 'Reproductive
 *   cycles of the domestic bitch', Animal Reproduction Science 124 (2011) 200–210); small breeds
 *   may cycle three times a year and giant breeds once (VCA Animal Hospitals, 'Estrous Cycles in
 *   Dogs'). USUAL_INTERVAL_DAYS is that 5–12 month range.
 * - Phase lengths: proestrus 7–10 days, estrus 5–9 days, metestrus 60–90 days, anestrus 2–8
 *   months (spec §9 'Phase durations', which match Concannon 2011 to within a few days).
 * - Cats are seasonally polyestrous: during the breeding season (long days) an unmated queen
 *   comes back into heat every 2–3 weeks (VCA Animal Hospitals, 'Estrous Cycles in Cats';
 *   S. E. Little, 'The Cat: Clinical Medicine and Management', Elsevier 2012, ch. 40). No
 *   date is honest for them, so they get guidance only.
 * - A window of at least ± 3 weeks around the median of the dog's own intervals, wider when her
 *   intervals spread more than that: individual bitches vary by weeks from cycle to cycle
 *   (Concannon 2011), and every interval she has shown then lands inside the window.
 */
import type { CyclePhase } from './cycles.messages.js'

export const DAY_MS = 86_400_000
export const USUAL_INTERVAL_DAYS = { min: 152, max: 365 } as const
export const MIN_HALF_WINDOW_DAYS = 21
/** §9 phase durations in days: [shortest, longest] */
export const PHASE_DAYS: Record<CyclePhase, readonly [number, number]> = {
  proestrus: [7, 10],
  estrus: [5, 9],
  metestrus: [60, 90],
  anestrus: [60, 240],
}
/**
 * Heat records (proestrus, estrus) this far apart belong to different cycles: a heat lasts at
 * most about 19 days (10 + 9) and the shortest usual interval is months.
 */
export const SAME_HEAT_GAP_DAYS = 60
/** The usual proestrus length, for a heat first recorded in estrus. */
const TYPICAL_PROESTRUS_DAYS = 9

export interface PredictionRecord {
  /** YYYY-MM-DD */
  date: string
  phase: CyclePhase
}

export type PredictionBasis =
  /** two or more recorded heats: median interval ± max(3 weeks, spread) */
  | 'history'
  /** one recorded heat, or records without a heat: the usual range of intervals */
  | 'usual-range'

export type CyclePrediction =
  | {
      kind: 'window'
      basis: PredictionBasis
      /** YYYY-MM-DD, inclusive */
      from: string
      to: string
      /** days from today to `from` (0 once the window has begun) */
      daysUntil: number
      /** today is inside the window */
      isInWindow: boolean
      /** today is past the window: the heat is late, or it went unrecorded */
      isOverdue: boolean
      /** names the cycle this window follows: the start of the last heat (or last record) */
      anchor: string
    }
  /** cats: seasonal, no date, only guidance */
  | { kind: 'seasonal' }
  /** a species without figures we can stand behind */
  | { kind: 'unknown-species' }
  /** nothing recorded yet */
  | { kind: 'no-records' }

export interface CycleStats {
  /** starts of the recorded heats, oldest first (YYYY-MM-DD) */
  heatStarts: string[]
  /** days between consecutive heat starts, oldest first */
  intervals: number[]
  /** mean of `intervals`, rounded; null with fewer than two heats */
  averageCycleDays: number | null
  /** §4: the phase of the last record */
  currentPhase: CyclePhase | null
  /** date of the last record */
  lastRecord: string | null
}

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)
const isHeat = (phase: CyclePhase) => phase === 'proestrus' || phase === 'estrus'

function byDate(records: readonly PredictionRecord[]): PredictionRecord[] {
  return [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Heats, each as the day it began: records in proestrus or estrus less than
 * SAME_HEAT_GAP_DAYS after the previous one belong to the same heat. A heat first recorded in
 * estrus began about TYPICAL_PROESTRUS_DAYS earlier.
 */
export function heatStartDays(records: readonly PredictionRecord[]): number[] {
  const starts: number[] = []
  let lastHeatDay: number | null = null
  for (const record of byDate(records)) {
    if (!isHeat(record.phase)) continue
    const day = dayNumber(record.date)
    if (lastHeatDay === null || day - lastHeatDay > SAME_HEAT_GAP_DAYS) {
      starts.push(record.phase === 'estrus' ? day - TYPICAL_PROESTRUS_DAYS : day)
    }
    lastHeatDay = day
  }
  return starts
}

export function cycleStats(records: readonly PredictionRecord[]): CycleStats {
  const starts = heatStartDays(records)
  const intervals = starts.slice(1).map((day, index) => day - (starts[index] as number))
  const last = byDate(records).at(-1)
  return {
    heatStarts: starts.map(dateOf),
    intervals,
    averageCycleDays:
      intervals.length > 0
        ? Math.round(intervals.reduce((sum, value) => sum + value, 0) / intervals.length)
        : null,
    currentPhase: last?.phase ?? null,
    lastRecord: last?.date ?? null,
  }
}

/**
 * When the cycle that `record` belongs to began, as the earliest and latest day the §9 phase
 * lengths allow (a record is somewhere inside its phase). Anestrus answers null: it is the
 * end of a cycle, not a place in one.
 */
function startRange(record: PredictionRecord): [number, number] | null {
  const day = dayNumber(record.date)
  const [pMin, pMax] = PHASE_DAYS.proestrus
  const [eMin, eMax] = PHASE_DAYS.estrus
  const mMax = PHASE_DAYS.metestrus[1]
  switch (record.phase) {
    case 'proestrus':
      return [day - (pMax - 1), day]
    case 'estrus':
      return [day - pMax - (eMax - 1), day - pMin]
    case 'metestrus':
      return [day - pMax - eMax - (mMax - 1), day - pMin - eMin]
    case 'anestrus':
      return null
  }
}

function windowOf(
  basis: PredictionBasis,
  from: number,
  to: number,
  anchor: number,
  today: number,
): CyclePrediction {
  return {
    kind: 'window',
    basis,
    from: dateOf(from),
    to: dateOf(to),
    daysUntil: Math.max(0, from - today),
    isInWindow: today >= from && today <= to,
    isOverdue: today > to,
    anchor: dateOf(anchor),
  }
}

/**
 * The window of the next heat. `species` as pets store it ('dog', 'cat', …); `today` as
 * YYYY-MM-DD in the owner's calendar (the device's local date; the server's sweep uses UTC).
 */
export function predictNextCycle(
  records: readonly PredictionRecord[],
  species: string,
  today: string,
): CyclePrediction {
  const kind = species.trim().toLowerCase()
  if (kind === 'cat') return { kind: 'seasonal' }
  if (kind !== 'dog') return { kind: 'unknown-species' }
  const sorted = byDate(records)
  const last = sorted.at(-1)
  if (!last) return { kind: 'no-records' }
  const now = dayNumber(today)
  const starts = heatStartDays(sorted)
  const lastStart = starts.at(-1)

  if (starts.length >= 2 && lastStart !== undefined) {
    const intervals = starts.slice(1).map((day, index) => day - (starts[index] as number))
    const centre = lastStart + median(intervals)
    const spread = Math.max(...intervals) - Math.min(...intervals)
    const half = Math.max(MIN_HALF_WINDOW_DAYS, spread)
    return windowOf('history', Math.round(centre - half), Math.round(centre + half), lastStart, now)
  }

  const { min, max } = USUAL_INTERVAL_DAYS
  if (lastStart !== undefined) {
    // One heat: its start is known to within the days before its first record.
    const firstOfHeat = sorted.find(
      (record) => isHeat(record.phase) && dayNumber(record.date) >= lastStart,
    )
    const range = firstOfHeat ? startRange(firstOfHeat) : null
    const [early, late] = range ?? [lastStart, lastStart]
    return windowOf('usual-range', early + min, late + max, lastStart, now)
  }

  // No heat recorded: place the cycle from the last record's phase. The anchor is the first
  // record, so more records without a heat do not make it a new cycle (one reminder).
  const anchor = dayNumber((sorted[0] as PredictionRecord).date)
  const range = startRange(last)
  if (range) return windowOf('usual-range', range[0] + min, range[1] + max, anchor, now)
  // Anestrus: the next heat comes when it ends, at most 8 months after it began.
  const lastDay = dayNumber(last.date)
  return windowOf('usual-range', lastDay + 1, lastDay + PHASE_DAYS.anestrus[1], anchor, now)
}

/** The local calendar's today as YYYY-MM-DD (for the device; the server passes UTC). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
