import type { Kysely, Transaction } from 'kysely'
import { privacyMessages } from '../../contract/privacy.messages.js'
import type { Database } from '../../db/schema.js'
import {
  allocateChangeSeqs,
  allocateChangeSeqsOf,
  nextChangeSeq,
} from '../sync/change-sequence.repository.js'
import { blankProfile } from '../users/blank-profile.js'
import { parseStringList } from '../../db/json-text.js'

/** What the deletion leaves for after the commit: files to remove, sessions and chats to tell. */
export interface DeletedAccount {
  /** the revoked sessions (session cache and sockets forget them) */
  tokenHashes: string[]
  /** uploaded files the account owned: avatar, banner, pet, alert and sighting photos */
  uploads: string[]
  /** the chats that go on for their other member, with the 'matches' seq each took */
  chats: { matchId: string; otherUserId: string; seq: number }[]
  /** the user's lost-pet alerts, ended: their holders' devices must be told */
  alertIds: string[]
}

/** Rows of tables that hold nothing but the user's own data, deleted outright. */
async function deleteOwnRows(trx: Transaction<Database>, userId: string): Promise<void> {
  const byUser = [
    'comments',
    'notifications',
    'push_jobs',
    'push_subscriptions',
    'push_preferences',
    'passports',
    'boosts',
    'bookings',
    'chat_states',
    'lost_pet_audience',
    'idempotency_keys',
    'password_resets',
    'swipes',
  ] as const
  for (const table of byUser) await trx.deleteFrom(table).where('user_id', '=', userId).execute()
  await trx.deleteFrom('cycle_records').where('owner_id', '=', userId).execute()
  await trx.deleteFrom('chat_reports').where('reporter_id', '=', userId).execute()
  await trx.deleteFrom('lost_pet_views').where('viewer_id', '=', userId).execute()
  await trx
    .deleteFrom('user_blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute()
  // Others' likes of the user's pets point at the user too.
  await trx.deleteFrom('swipes').where('target_owner_id', '=', userId).execute()
  // Kept (without the user) so a replayed payment event is still recognised.
  await trx
    .updateTable('payment_events')
    .set({ user_id: null })
    .where('user_id', '=', userId)
    .execute()
}

/**
 * 'Eliminar mi cuenta', in one transaction: the user's rows go, the pets become tombstones
 * (their matches and the other members' chat history stay readable), every session is revoked,
 * and the user row stays as a scrubbed tombstone named 'Usuario eliminado' — messages keep their
 * `sender_id` — whose e-mail is freed, so the address can sign up again.
 */
export function createAccountDeletionRepository(db: Kysely<Database>) {
  return {
    /** null when the user is already gone (a second delete racing the first). */
    deleteAccount(userId: string, now: string): Promise<DeletedAccount | null> {
      return db.transaction().execute(async (trx) => {
        // The counters first, all of them, in their names' order as every writer takes them
        // (a batch of the group commit may hold 'matches' and want 'profile'); that also makes
        // the transaction a writer from its first statement (change-sequence.repository.ts).
        await allocateChangeSeqsOf(trx, [
          ['matches', 0],
          ['pets', 0],
          ['profile', 0],
          ['sightings', 0],
        ])
        const profileSeq = await nextChangeSeq(trx, 'profile')
        const pets = await trx
          .selectFrom('pets')
          .select(['id', 'photos'])
          .where('owner_id', '=', userId)
          .where('deleted', '=', 0)
          .execute()
        const petSeq = pets.length > 0 ? await allocateChangeSeqs(trx, 'pets', pets.length) : 0
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (!user) return null
        const matches = await trx
          .selectFrom('matches')
          .select(['id', 'user_a_id', 'user_b_id'])
          .where((eb) => eb.or([eb('user_a_id', '=', userId), eb('user_b_id', '=', userId)]))
          .where('deleted', '=', 0)
          .execute()
        const matchSeq =
          matches.length > 0 ? await allocateChangeSeqs(trx, 'matches', matches.length) : 0

        const uploads = [user.avatar, user.banner].filter((p): p is string => p !== null)
        for (const [index, pet] of pets.entries()) {
          uploads.push(...parseStringList(pet.photos))
          await trx
            .updateTable('pets')
            .set({
              deleted: 1,
              photos: '[]',
              description: null,
              latitude: null,
              longitude: null,
              location: null,
              city: null,
              owner_contact: null,
              emergency_medical: null,
              emergency_allergies: null,
              emergency_vet_phone: null,
              updated_at: now,
              seq: petSeq + index,
            })
            .where('id', '=', pet.id)
            .execute()
        }
        const petIds = pets.map((pet) => pet.id)
        if (petIds.length > 0) {
          await trx.deleteFrom('pet_heat_marks').where('pet_id', 'in', petIds).execute()
        }
        // The user's alerts and sightings are scrubbed, not deleted: a deleted row sends no
        // tombstone, so the copies on others' devices (with the contact) would stay for good.
        const alerts = await trx
          .selectFrom('lost_pets')
          .select(['id', 'photos'])
          .where('reporter_id', '=', userId)
          .execute()
        const sightings = await trx
          .selectFrom('sightings')
          .select(['id', 'photos'])
          .where('reporter_id', '=', userId)
          .execute()
        for (const row of [...alerts, ...sightings]) uploads.push(...parseStringList(row.photos))
        if (alerts.length > 0) {
          // Ended now: the service's feed rule (refreshAlert) then takes it off every device.
          await trx
            .updateTable('lost_pets')
            .set({
              expires_at: now,
              expiry_swept: 1,
              photos: '[]',
              contact_phone: '',
              contact_email: null,
              additional_notes: null,
              updated_at: now,
            })
            .where('reporter_id', '=', userId)
            .execute()
        }
        const sightingSeq =
          sightings.length > 0 ? await allocateChangeSeqs(trx, 'sightings', sightings.length) : 0
        for (const [index, sighting] of sightings.entries()) {
          // What was seen stays for the alert's owner; who saw it, and the photos, go.
          await trx
            .updateTable('sightings')
            .set({
              reporter_id: null,
              contact_name: privacyMessages.deletedUser,
              contact_phone: '',
              photos: '[]',
              updated_at: now,
              seq: sightingSeq + index,
            })
            .where('id', '=', sighting.id)
            .execute()
        }
        await trx
          .updateTable('lost_pets')
          .set({ owner_id: null })
          .where('owner_id', '=', userId)
          .execute()
        await deleteOwnRows(trx, userId)

        const tokens = await trx
          .deleteFrom('auth_tokens')
          .where('user_id', '=', userId)
          .returning('token_hash')
          .execute()
        await trx
          .updateTable('users')
          .set({
            // Not an address anyone can own: the real one is free for a new sign-up.
            email: `eliminado-${userId}@huellitas.invalid`,
            email_normalized: `eliminado-${userId}@huellitas.invalid`,
            name: privacyMessages.deletedUser,
            // No scrypt hash: verifyPassword refuses it, whatever is typed.
            password_hash: '',
            phone: null,
            ...blankProfile,
            discoverable: 0,
            show_distance: 0,
            deleted_at: now,
            updated_at: now,
            seq: profileSeq,
          })
          .where('id', '=', userId)
          .execute()

        // The other members' match documents move up the feed: they now read 'Usuario eliminado'.
        const chats: DeletedAccount['chats'] = []
        for (const [index, match] of matches.entries()) {
          const seq = matchSeq + index
          await trx
            .updateTable('matches')
            .set({ seq, updated_at: now })
            .where('id', '=', match.id)
            .execute()
          const otherUserId = match.user_a_id === userId ? match.user_b_id : match.user_a_id
          chats.push({ matchId: match.id, otherUserId, seq })
        }
        return {
          tokenHashes: tokens.map((row) => row.token_hash),
          uploads,
          chats,
          alertIds: alerts.map((row) => row.id),
        }
      })
    },
  }
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>
