import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../../server/db/database.js'

/**
 * Bulk pets for the discover index test and `npm run bench:discover`: owners and pets written
 * straight into the database with multi-row inserts (1,000 rows a statement, 20 statements a
 * transaction), so a million pets take minutes, not hours. Rows are complete enough for
 * discover: position, age, gender, breed, one energy personality, a seq (numbered like the
 * server would; the counter is moved past them) and no photos.
 */
export interface SeedOptions {
  pets: number
  owners: number
  /** where each pet lives */
  place: (index: number) => { latitude: number; longitude: number }
  /** deterministic numbers in [0, 1) */
  random: () => number
  onProgress?: (done: number) => void
}

export const BREEDS = [
  'Mestizo',
  'Labrador Retriever',
  'Golden Retriever',
  'Pastor Alemán',
  'Chihuahua',
  'Poodle',
  'Beagle',
  'Husky Siberiano',
  'Schnauzer',
  'Pug',
  'Bulldog Francés',
  'Dálmata',
]
export const ENERGY = ['energy-jugueton', 'energy-energico', 'energy-tranquilo', 'energy-dormilon']

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const STATEMENT_ROWS = 1000
const STATEMENTS_PER_TRANSACTION = 20

export async function seedPets(handle: DatabaseHandle, options: SeedOptions): Promise<string[]> {
  const { db } = handle
  const { random } = options
  const created = new Date('2026-01-01T00:00:00Z').getTime()
  const ownerIds = Array.from({ length: options.owners }, () => randomUUID())
  for (let start = 0; start < ownerIds.length; start += STATEMENT_ROWS) {
    const timestamp = new Date(created).toISOString()
    await db
      .insertInto('users')
      .values(
        ownerIds.slice(start, start + STATEMENT_ROWS).map((id, n) => ({
          id,
          email: `${id}@bench.example`,
          email_normalized: `${id}@bench.example`,
          name: `Dueño ${start + n}`,
          password_hash: 'x',
          city: 'Ciudad',
          share_location: 0,
          subscription_type: 'free' as const,
          is_demo: 0,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .execute()
  }

  const firstSeq = Number(
    (
      await db
        .selectFrom('change_counters')
        .select('value')
        .where('name', '=', 'pets')
        .executeTakeFirstOrThrow()
    ).value,
  )
  let done = 0
  while (done < options.pets) {
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < STATEMENTS_PER_TRANSACTION && done < options.pets; s++) {
        const count = Math.min(STATEMENT_ROWS, options.pets - done)
        const pets = []
        const personalities = []
        for (let n = 0; n < count; n++) {
          const index = done + n
          const id = randomUUID()
          const { latitude, longitude } = options.place(index)
          // Spread over a year, one pet every ~30 s: distinct, sortable timestamps.
          const timestamp = new Date(created + index * 31_557).toISOString()
          pets.push({
            id,
            owner_id: ownerIds[Math.floor(random() * ownerIds.length)] ?? '',
            name: `Mascota ${index}`,
            species: 'dog',
            breed: BREEDS[Math.floor(random() * BREEDS.length)] ?? 'Mestizo',
            age: Math.floor(random() * 16),
            gender: random() < 0.5 ? ('MALE' as const) : ('FEMALE' as const),
            city: 'Ciudad',
            latitude,
            longitude,
            photos: '[]',
            created_at: timestamp,
            updated_at: timestamp,
            seq: firstSeq + index + 1,
            deleted: 0,
          })
          personalities.push({
            pet_id: id,
            personality_id: ENERGY[Math.floor(random() * ENERGY.length)] ?? 'energy-jugueton',
          })
        }
        await trx.insertInto('pets').values(pets).execute()
        await trx.insertInto('pet_personalities').values(personalities).execute()
        done += count
      }
    })
    options.onProgress?.(done)
  }
  await db
    .updateTable('change_counters')
    .set({ value: firstSeq + options.pets })
    .where('name', '=', 'pets')
    .execute()
  // Fresh statistics, as a database in service would have: the planners cost by them.
  await sql`analyze`.execute(db)
  return ownerIds
}
