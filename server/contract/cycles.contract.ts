/**
 * Wire contract of reproductive-cycle records (spec §2 'Reproductive cycle dialog',
 * /reproductive-health, §3 'Cycle record', §5 'Cycle record', §6 'Cycle tracking is for female
 * pets only'). Paths, option lists and messages are in cycles.messages.ts (zod-free, re-exported).
 *
 * - GET    /api/pets/{petId}/cycle-records → CycleRecordsResponse, oldest first.
 * - POST   /api/pets/{petId}/cycle-records JSON CycleRecordInput + optional client-made `id`
 *     → 201 CycleRecordResponse. A repeat with the same id answers the stored record.
 * - PUT    /api/cycle-records/{id} JSON CycleRecordInput → CycleRecordResponse (absolute).
 * - DELETE /api/cycle-records/{id} → 204; deleting a deleted record again succeeds.
 *
 * Only the pet's owner reads or writes: someone else's pet answers 403, someone else's record
 * 404 (a stranger learns nothing about another pet's health). Writes on a pet that is not
 * female answer 400 with §6's message. Every write takes an Idempotency-Key.
 * Replicated to the owner's devices: /api/sync/cycleRecords/pull (sync.contract.ts).
 */
import { z } from 'zod'
import {
  cycleBehaviors,
  cycleDischarges,
  cycleMessages as m,
  cyclePhases,
  cycleRules as rules,
  cycleSymptoms,
} from './cycles.messages.js'
import { isCalendarDate, isNotFutureDate } from './lost-pets.messages.js'
import { clientIdField } from './ids.js'
import { optionalText, requiredText } from './text-fields.js'

export * from './cycles.messages.js'

/** One decimal at most: 38.5 yes, 38.55 no (floating point tolerant). */
export const hasOneDecimal = (value: number): boolean =>
  Math.abs(Math.round(value * 10) - value * 10) < 1e-6

const nullableEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(values, { error: message }).nullable(),
  )

/** The record's fields (§3 'Cycle record', §5): the dialog's form and the server's check. */
export const cycleRecordSchema = z.object({
  date: requiredText(m.dateRequired, 10, m.dateInvalid)
    .refine(isCalendarDate, m.dateInvalid)
    .refine((value) => isNotFutureDate(value), m.dateFuture),
  phase: z.enum(cyclePhases, { error: m.phaseInvalid }),
  symptoms: z
    .array(z.enum(cycleSymptoms, { error: m.symptomInvalid }), { error: m.symptomInvalid })
    .max(cycleSymptoms.length, m.symptomInvalid)
    .default([])
    .transform((list) => [...new Set(list)]),
  temperature: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: m.temperatureInvalid })
      .refine(Number.isFinite, m.temperatureInvalid)
      .refine(
        (value) => value >= rules.temperatureMin && value <= rules.temperatureMax,
        m.temperatureRange,
      )
      .refine(hasOneDecimal, m.temperatureStep)
      .transform((value) => Math.round(value * 10) / 10)
      .nullable(),
  ),
  behavior: nullableEnum(cycleBehaviors, m.behaviorInvalid),
  discharge: nullableEnum(cycleDischarges, m.dischargeInvalid),
  notes: optionalText(rules.notesMaxLength, m.notesTooLong),
})

/** POST body: the fields and, for an offline-made record, its client-made id. */
export const cycleRecordCreateSchema = cycleRecordSchema.extend({
  id: clientIdField(m.idInvalid).optional(),
})

export type CycleRecordFields = z.output<typeof cycleRecordSchema>
