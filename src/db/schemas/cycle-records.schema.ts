import { collectionSchema, field } from './schema-parts'
import { cyclePhases } from '@contract/cycles.enums'
import type { CycleRecordDoc } from '@contract/cycles.messages'

/**
 * Reproductive-cycle records of female pets: exactly the contract's CycleRecordDoc (spec §3
 * 'Cycle record'), as the owner's `cycleRecords` feed replicates them.
 */
export { cyclePhases, type CyclePhase } from '@contract/cycles.enums'
export type { CycleRecordDoc } from '@contract/cycles.messages'

export const cycleRecordsSchema = collectionSchema<CycleRecordDoc>({
  title: 'cycleRecords',
  version: 0,
  properties: {
    id: field.id,
    petId: field.id,
    date: { type: 'string', maxLength: 10 },
    phase: field.oneOf(cyclePhases),
    symptoms: field.stringList,
    temperature: field.nullableNumber,
    behavior: field.nullableString,
    discharge: field.nullableString,
    notes: field.nullableString,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['petId', 'date']],
})
