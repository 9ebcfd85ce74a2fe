import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * The services catalogue and the users' bookings (spec §3 Service, Health provider,
 * Appointment), written once for both databases.
 *
 * - `services`: marketplace services and health providers alike (`kind`); lists are JSON text.
 *   `seq` is the row's place in the 'services' feed, which every signed-in user pulls.
 * - `bookings`: one row per booking, owned by `user_id` (the 'bookings' feed is per owner:
 *   (user_id, seq)). `starts_at` is the slot's instant, for the 2-hour cancel rule.
 * - `bookings_live_slot_idx`: at most one live (not cancelled) booking per (service, date,
 *   time). Two people racing for one slot both try to insert; the database lets one in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const real = postgres ? 'double precision' : 'real'
  await sql`insert into change_counters (name, value) values ('services', 0), ('bookings', 0)`.execute(
    db,
  )
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rating', real, (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('price', real, (c) => c.notNull())
    .addColumn('price_max', real)
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('service_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal_path', 'text')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'services_seq_idx', 'services', ['seq'])
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'text', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('pet_name', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', real)
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'bookings_user_seq_idx', 'bookings', ['user_id', 'seq'])
  await sql`create unique index bookings_live_slot_idx on bookings (service_id, date, time)
    where status <> 'cancelled'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookings').ifExists().execute()
  await db.schema.dropTable('services').ifExists().execute()
  await sql`delete from change_counters where name in ('services', 'bookings')`.execute(db)
}
