import {
  cycleMessages as m,
  cycleRecordSchema,
  type CycleBehavior,
  type CycleDischarge,
  type CyclePhase,
  type CycleRecordDoc,
  type CycleRecordInput,
  type CycleSymptom,
} from '@contract/cycles.contract'
import { localToday } from '@contract/cycle-prediction'

/**
 * The Agregar form's values and checks (spec §5 'Cycle record'): the contract's schema, the
 * very rules and Spanish messages the server applies, so a record the device accepted offline
 * is not refused later. Only one rule is the device's own: the date may not pass today's local
 * date (the server allows a day of lead for time zones).
 */
export interface CycleFormValues {
  date: string
  phase: CyclePhase | ''
  /** as typed; '' is 'not measured' (§5: null when empty) */
  temperature: string
  symptoms: CycleSymptom[]
  behavior: CycleBehavior | ''
  discharge: CycleDischarge | ''
  notes: string
}

export type CycleFormField = keyof CycleFormValues
export type CycleFormErrors = Partial<Record<CycleFormField, string>>

export function emptyCycleForm(now: Date = new Date()): CycleFormValues {
  return {
    date: localToday(now),
    phase: '',
    temperature: '',
    symptoms: [],
    behavior: '',
    discharge: '',
    notes: '',
  }
}

export function formOf(record: CycleRecordDoc): CycleFormValues {
  return {
    date: record.date,
    phase: record.phase,
    temperature: record.temperature === null ? '' : record.temperature.toFixed(1),
    symptoms: [...record.symptoms],
    behavior: record.behavior ?? '',
    discharge: record.discharge ?? '',
    notes: record.notes ?? '',
  }
}

/** A comma is a decimal point too (Spanish keyboards); anything else not a number stays NaN. */
function temperatureOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? null : Number(trimmed)
}

export function checkCycleForm(
  values: CycleFormValues,
  now: Date = new Date(),
): { ok: true; input: CycleRecordInput } | { ok: false; errors: CycleFormErrors } {
  const result = cycleRecordSchema.safeParse({
    date: values.date,
    phase: values.phase === '' ? undefined : values.phase,
    symptoms: values.symptoms,
    temperature: temperatureOf(values.temperature),
    behavior: values.behavior,
    discharge: values.discharge,
    notes: values.notes,
  })
  const errors: CycleFormErrors = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0]
      if (typeof key === 'string' && key in values) {
        errors[key as CycleFormField] ??= issue.message
      }
    }
  }
  if (!errors.date && values.date > localToday(now)) errors.date = m.dateFuture
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, input: result.data }
}
