/**
 * The zod-free half of the reproductive-cycle contract (spec §2 'Reproductive cycle dialog',
 * /reproductive-health, §3 'Cycle record', §4 'Cycle phases', §5 'Cycle record', §6, §9 'Option
 * lists for cycle records'): option lists, limits, the document shape and the
 * Spanish messages. Screens import these without downloading zod; cycles.contract.ts re-exports
 * all of it with the validation schema.
 */

import type { CyclePhase } from './cycles.enums.js'

export { cyclePhases, type CyclePhase } from './cycles.enums.js'

/** §9 'Option lists for cycle records' */
export const cycleBehaviors = [
  'normal',
  'restless',
  'receptive',
  'aggressive',
  'withdrawn',
  'affectionate',
] as const
export type CycleBehavior = (typeof cycleBehaviors)[number]

export const cycleDischarges = ['none', 'bloody', 'clear', 'yellow', 'minimal'] as const
export type CycleDischarge = (typeof cycleDischarges)[number]

export const cycleSymptoms = [
  'vulvar_swelling',
  'bloody_discharge',
  'clear_discharge',
  'receptive_behavior',
  'restless',
  'decreased_appetite',
  'increased_urination',
  'nesting_behavior',
] as const
export type CycleSymptom = (typeof cycleSymptoms)[number]

/** §5 'Cycle record' and §9 'Temperature' */
export const cycleRules = {
  temperatureMin: 35,
  temperatureMax: 42,
  temperatureStep: 0.1,
  temperatureHint: 38.0,
  notesMaxLength: 1000,
  idMaxLength: 64,
  /** the §9 notification threshold: a reminder when the next window starts this close */
  reminderDays: 30,
} as const

/** What the owner writes of a cycle record (create and edit). */
export interface CycleRecordInput {
  /** the day of the record, YYYY-MM-DD (the owner's local calendar) */
  date: string
  phase: CyclePhase
  symptoms: CycleSymptom[]
  /** °C, one decimal, null when not measured */
  temperature: number | null
  behavior: CycleBehavior | null
  discharge: CycleDischarge | null
  notes: string | null
}

/**
 * A cycle record as every client sees it (REST answers and the `cycleRecords` change feed):
 * what the owner wrote, with its ids and times. Health data: only the pet's owner ever
 * receives it.
 */
export interface CycleRecordDoc extends CycleRecordInput {
  id: string
  petId: string
  createdAt: string
  updatedAt: string
}

export interface CycleRecordResponse {
  success: true
  record: CycleRecordDoc
}

export interface CycleRecordsResponse {
  success: true
  records: CycleRecordDoc[]
}

export const cycleMessages = {
  dateRequired: 'Indica la fecha del registro.',
  dateInvalid: 'La fecha no es válida.',
  dateFuture: 'La fecha no puede ser futura.',
  phaseInvalid: 'Selecciona la fase del ciclo.',
  symptomInvalid: 'Uno de los síntomas no es válido.',
  temperatureInvalid: 'La temperatura debe ser un número.',
  temperatureRange: `La temperatura debe estar entre ${cycleRules.temperatureMin} y ${cycleRules.temperatureMax} °C.`,
  temperatureStep: 'La temperatura admite un solo decimal (por ejemplo 38.5).',
  behaviorInvalid: 'El comportamiento no es válido.',
  dischargeInvalid: 'El tipo de flujo no es válido.',
  notesTooLong: `Las notas no pueden superar ${cycleRules.notesMaxLength} caracteres.`,
  idInvalid: 'El identificador del registro no es válido.',
  petNotFound: 'Mascota no encontrada.',
  notFound: 'Registro de ciclo no encontrado.',
  notYours: 'Solo el dueño de la mascota puede ver o cambiar sus registros de ciclo.',
  /** §2 /reproductive-health, §6 */
  femaleOnly: 'El seguimiento de ciclos reproductivos solo está disponible para hembras',
  idTaken: 'Ya existe un registro con ese identificador.',
  createError: 'No se pudo guardar el registro. Inténtalo de nuevo.',
  updateError: 'No se pudo actualizar el registro. Inténtalo de nuevo.',
  deleteError: 'No se pudo eliminar el registro. Inténtalo de nuevo.',
} as const

/** The health reminder (§2 /reproductive-health, §9 threshold 30 days). */
export const cycleReminderTexts = {
  title: (petName: string) => `Próximo ciclo de ${petName}`,
  /** 0: the window has begun (the spec's 'Esperado en 0 días' would read oddly) */
  message: (days: number) =>
    days <= 0 ? 'Esperado desde hoy' : `Esperado en ${days} ${days === 1 ? 'día' : 'días'}`,
} as const
