import { sql, type Kysely } from 'kysely'

/**
 * Cremation packages and requests (spec §3 'Cremation service option', 'Cremation request
 * form'), on the services and bookings tables of 0020.
 *
 * - `services.cremation`: a package's includes, urgency and memorial options with their prices
 *   (JSON text; null for other kinds). The row is the one truth of what a request costs.
 * - `bookings.details`: a cremation request's choices and contact (JSON text; null for other
 *   kinds). Its `price` is the total the server computed.
 * - `bookings_live_slot_idx` no longer covers cremation requests: they take no slot, and two
 *   families may ask for the same package on the same day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('services').addColumn('cremation', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('details', 'text').execute()
  await sql`drop index bookings_live_slot_idx`.execute(db)
  await sql`create unique index bookings_live_slot_idx on bookings (service_id, date, time)
    where status <> 'cancelled' and kind <> 'cremation'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bookings where kind = 'cremation'`.execute(db)
  await sql`drop index bookings_live_slot_idx`.execute(db)
  await sql`create unique index bookings_live_slot_idx on bookings (service_id, date, time)
    where status <> 'cancelled'`.execute(db)
  await db.schema.alterTable('bookings').dropColumn('details').execute()
  await db.schema.alterTable('services').dropColumn('cremation').execute()
}
