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
import { heatMarkMessages } from './heat-marks.messages.js'

export * from './heat-marks.messages.js'

export const heatMarkInputSchema = z.object({
  inHeat: z.boolean({ error: heatMarkMessages.invalid }),
  today: z
    .string({ error: heatMarkMessages.dateInvalid })
    .max(10, heatMarkMessages.dateInvalid)
    .refine(isCalendarDate, heatMarkMessages.dateInvalid),
})
export type HeatMarkInput = z.output<typeof heatMarkInputSchema>
