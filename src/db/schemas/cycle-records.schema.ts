import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  stringList,
  timestampField,
} from './schema-parts'

/**
 * Reproductive-cycle records of female pets (spec §3 Cycle record). The original kept sample
 * data on the client; Huellitas persists and syncs them. Issue 8 refines them.
 */
export const cyclePhases = ['proestrus', 'estrus', 'metestrus', 'anestrus'] as const
export type CyclePhase = (typeof cyclePhases)[number]

export interface CycleRecordDoc {
  id: string
  petId: string
  /** the day of the record, YYYY-MM-DD */
  date: string
  phase: CyclePhase
  symptoms: string[]
  temperature: number | null
  behavior: string | null
  discharge: string | null
  notes: string | null
  createdAt: string
  updatedAt: string
}

export const cycleRecordsSchema = collectionSchema<CycleRecordDoc>({
  title: 'cycleRecords',
  version: 0,
  properties: {
    id: idField,
    petId: idField,
    date: { type: 'string', maxLength: 10 },
    phase: enumField(cyclePhases),
    symptoms: stringList,
    temperature: nullableNumber,
    behavior: nullableString,
    discharge: nullableString,
    notes: nullableString,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['petId', 'date']],
})
