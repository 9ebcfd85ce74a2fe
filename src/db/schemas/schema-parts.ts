import type { RxJsonSchema } from 'rxdb'

/**
 * Building blocks for the collection schemas. Two storage rules shape them:
 * - Dexie (IndexedDB) refuses indexes on optional fields, and RxDB needs a `maxLength` on every
 *   indexed string (and bounds on indexed numbers) to build its index keys. So only required,
 *   bounded fields are indexed.
 * - Documents mirror the server's JSON: absent values are `null`, not missing, so a replicated
 *   document always has the same shape as the server's answer.
 */
export const ID_MAX_LENGTH = 64
/** ISO-8601 UTC timestamps ("2025-01-31T12:00:00.000Z"), which sort as text. */
export const TIMESTAMP_MAX_LENGTH = 32

export const idField = { type: 'string', maxLength: ID_MAX_LENGTH } as const
export const timestampField = { type: 'string', maxLength: TIMESTAMP_MAX_LENGTH } as const
export const stringField = { type: 'string' } as const
export const numberField = { type: 'number' } as const
export const booleanField = { type: 'boolean' } as const
export const nullableString = { type: ['string', 'null'] } as const
export const nullableNumber = { type: ['number', 'null'] } as const
export const nullableBoolean = { type: ['boolean', 'null'] } as const
export const stringList = { type: 'array', items: { type: 'string' } } as const

export function enumField<const T extends readonly string[]>(values: T, maxLength = 32) {
  return { type: 'string', enum: values, maxLength } as const
}

type Properties<T> = RxJsonSchema<T>['properties']

/**
 * A collection schema keyed by `id` whose every field is required (null where the server has
 * no value) and which stores nothing beyond its declared fields.
 */
export function collectionSchema<T extends { id: string }>(definition: {
  title: string
  version: number
  properties: Properties<T>
  indexes?: RxJsonSchema<T>['indexes']
}): RxJsonSchema<T> {
  return {
    ...definition,
    primaryKey: 'id' as RxJsonSchema<T>['primaryKey'],
    type: 'object',
    required: Object.keys(definition.properties) as NonNullable<RxJsonSchema<T>['required']>,
    additionalProperties: false,
  }
}
