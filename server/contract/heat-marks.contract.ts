/**
 * The 'en celo' mark (heat-aware matching): the owner of a female pet may say she is in heat.
 * Off by default, it is private health data: no pet document, profile or feed carries it. Only
 * discover reads it, and only for a searcher who asks (`inHeat=true`): then discover lists the
 * marked females alone, each with `inHeat: true` for a discreet badge.
 *
 * - GET /api/pets/{petId}/heat-mark → HeatMarkResponse (the owner only)
 * - PUT /api/pets/{petId}/heat-mark JSON { inHeat: boolean, today: 'YYYY-MM-DD' } → HeatMarkResponse
 *   (Idempotency-Key; absolute, so a replay is harmless). `today` is the owner's calendar day.
 *
 * It ends by itself when her estrus ends: after HEAT_MARK_DAYS, the longest estrus (spec §9
 * 'Phase durations' 5–9 days, cycle-prediction.ts's PHASE_DAYS, Concannon 2011), or as soon as
 * the owner records a metestrus or anestrus dated on or after the day of the mark.
 */
import { z } from 'zod'
import { isCalendarDate } from './lost-pets.messages.js'
import { PHASE_DAYS } from './cycle-prediction.js'

export const HEAT_MARK_DAYS = PHASE_DAYS.estrus[1]

export const heatMarkPaths = {
  one: (petId: string) => `/api/pets/${encodeURIComponent(petId)}/heat-mark`,
} as const
export const heatMarkRoutePattern = '/pets/:petId/heat-mark'

export const heatMarkMessages = {
  invalid: 'Indica si tu mascota está en celo.',
  dateInvalid: 'La fecha no es válida.',
  petNotFound: 'Mascota no encontrada.',
  notYours: 'Solo el dueño puede indicar si su mascota está en celo.',
  femaleOnly: 'Solo una hembra puede marcarse en celo.',
  saveError: 'No se pudo guardar. Inténtalo de nuevo.',
} as const

export const heatMarkInputSchema = z.object({
  inHeat: z.boolean({ error: heatMarkMessages.invalid }),
  today: z
    .string({ error: heatMarkMessages.dateInvalid })
    .max(10, heatMarkMessages.dateInvalid)
    .refine(isCalendarDate, heatMarkMessages.dateInvalid),
})
export type HeatMarkInput = z.output<typeof heatMarkInputSchema>

export interface HeatMark {
  inHeat: boolean
  /** ISO instant the mark ends by itself; null when off */
  until: string | null
}

export interface HeatMarkResponse {
  success: true
  heatMark: HeatMark
}
