import type { Kysely } from 'kysely'

/**
 * What a pet's QR code and its public page may tell a stranger (spec §3 Pet ownerContact and
 * emergencyInfo, §3 QR payload), written once for both databases.
 *
 * - `owner_contact`: how to reach the owner (free text, usually a phone), shown to strangers
 *   only when `show_owner_contact` is 1 (off by default: a phone is private until published).
 * - `emergency_medical`, `emergency_allergies`, `emergency_vet_phone`: the emergency
 *   information, shown when `show_emergency_info` is 1 (on by default: it helps the animal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer', number | null][] = [
    ['owner_contact', 'text', null],
    ['emergency_medical', 'text', null],
    ['emergency_allergies', 'text', null],
    ['emergency_vet_phone', 'text', null],
    ['show_owner_contact', 'integer', 0],
    ['show_emergency_info', 'integer', 1],
  ]
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('pets')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'show_emergency_info',
    'show_owner_contact',
    'emergency_vet_phone',
    'emergency_allergies',
    'emergency_medical',
    'owner_contact',
  ]) {
    await db.schema.alterTable('pets').dropColumn(name).execute()
  }
}
