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

/**
 * The field types, used as `field.string`, `field.oneOf(values)`: every schema draws on the
 * same few, and reads as a list of its fields' names and types.
 */
export const field = {
  id: { type: 'string', maxLength: ID_MAX_LENGTH },
  timestamp: { type: 'string', maxLength: TIMESTAMP_MAX_LENGTH },
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  nullableString: { type: ['string', 'null'] },
  nullableNumber: { type: ['number', 'null'] },
  nullableBoolean: { type: ['boolean', 'null'] },
  stringList: { type: 'array', items: { type: 'string' } },
  /** one of `values`, bounded so that it can be indexed */
  oneOf<const T extends readonly string[]>(values: T, maxLength = 32) {
    return { type: 'string', enum: values, maxLength } as const
  },
} as const

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
