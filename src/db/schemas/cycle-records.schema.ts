import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  stringList,
  timestampField,
} from './schema-parts'
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
