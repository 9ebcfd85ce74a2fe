import {
  cycleStats,
  localToday,
  predictNextCycle,
  type CyclePrediction,
  type CycleStats,
} from '@contract/cycle-prediction'
import type { CyclePhase, CycleRecordDoc } from '@contract/cycles.messages'

/**
 * What the dialog and /reproductive-health show of one pet's records: the §4 summary
 * (current phase, last cycle) and the prediction window, both from cycle-prediction.ts, the
 * module the server's reminders read too. Dates are shown in Spanish by Intl.
 */
export interface CycleSummary {
  stats: CycleStats
  prediction: CyclePrediction
}

export function summarise(
  records: readonly Pick<CycleRecordDoc, 'date' | 'phase'>[],
  species: string,
  now: Date = new Date(),
): CycleSummary {
  return {
    stats: cycleStats(records),
    prediction: predictNextCycle(records, species, localToday(now)),
  }
}

/** Colours of the phase dots and legend (the calendar and the page's phase cards). */
export const phaseDotClass: Record<CyclePhase, string> = {
  proestrus: 'bg-rose-400',
  estrus: 'bg-red-600',
  metestrus: 'bg-amber-500',
  anestrus: 'bg-sky-500',
}

const longDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`)

/** '10 de marzo de 2026' (a calendar day: no time zone shifts it) */
export const formatDay = (date: string): string => longDate.format(asUtc(date))
/** '10 mar 2026' */
export const formatShortDay = (date: string): string => shortDate.format(asUtc(date))
