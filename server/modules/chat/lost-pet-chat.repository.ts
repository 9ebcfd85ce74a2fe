import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { MatchRow } from '../matches/match.model.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { NamedError } from '../../named-error.js'

/** Why a conversation about a lost pet cannot start (the service maps each to its answer). */
export class LostPetChatRefusal extends NamedError {
  constructor(readonly reason: 'no-alert' | 'own-alert' | 'no-pet' | 'blocked' | 'limit') {
    super(`lost-pet chat refused: ${reason}`)
  }
}

export interface StartedLostPetChat {
  match: MatchRow
  /** the 'matches' seq the write took; null when nothing changed (an existing conversation) */
  seq: number | null
  created: boolean
}

/**
 * Conversations about a lost pet are `matches` rows of kind 'lostPet' (migration 0014): side a
 * the alert's reporter, side b the finder, both pets the alert's pet. One per (alert, finder).
 */
export function createLostPetChatRepository(db: Kysely<Database>) {
  return {
    /**
     * Opens the finder's conversation about the alert: the existing one, a deleted one again
     * (unless one of the two blocked the other), or a new one within the daily limit. Takes the
     * 'matches' seq first, so the count of today's conversations sees every earlier start.
     */
    start(input: {
      alertId: string
      finderId: string
      newId: string
      now: string
      dayStart: string
      limit: number
    }): Promise<StartedLostPetChat> {
      return db.transaction().execute(async (trx) => {
        const seq = await nextChangeSeq(trx, 'matches')
        const alert = await trx
          .selectFrom('lost_pets')
          .select(['id', 'pet_id', 'reporter_id', 'owner_id'])
          .where('id', '=', input.alertId)
          .executeTakeFirst()
        if (!alert) throw new LostPetChatRefusal('no-alert')
        if (alert.reporter_id === input.finderId || alert.owner_id === input.finderId)
          throw new LostPetChatRefusal('own-alert')
        if (alert.pet_id === null) throw new LostPetChatRefusal('no-pet')
        const existing = await trx
          .selectFrom('matches')
          .selectAll()
          .where('lost_pet_id', '=', alert.id)
          .where('user_b_id', '=', input.finderId)
          .executeTakeFirst()
        if (existing && existing.deleted === 0)
          return { match: existing, seq: null, created: false }
        const blocked = await trx
          .selectFrom('user_blocks')
          .select('blocker_id')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('blocker_id', '=', input.finderId),
                eb('blocked_id', '=', alert.reporter_id),
              ]),
              eb.and([
                eb('blocker_id', '=', alert.reporter_id),
                eb('blocked_id', '=', input.finderId),
              ]),
            ]),
          )
          .executeTakeFirst()
        if (blocked) throw new LostPetChatRefusal('blocked')
        if (existing) {
          // Deleted by one of them ('Eliminar chat'): the same conversation opens again.
          const match = await trx
            .updateTable('matches')
            .set({ deleted: 0, seq, updated_at: input.now })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
          return { match, seq, created: false }
        }
        const counted = await trx
          .selectFrom('matches')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_b_id', '=', input.finderId)
          .where('kind', '=', 'lostPet')
          .where('created_at', '>=', input.dayStart)
          .executeTakeFirst()
        if (Number(counted?.count ?? 0) >= input.limit) throw new LostPetChatRefusal('limit')
        const match = await trx
          .insertInto('matches')
          .values({
            id: input.newId,
            kind: 'lostPet',
            lost_pet_id: alert.id,
            pet_a_id: alert.pet_id,
            pet_b_id: alert.pet_id,
            user_a_id: alert.reporter_id,
            user_b_id: input.finderId,
            is_super_like: 0,
            created_at: input.now,
            updated_at: input.now,
            deleted: 0,
            seq,
            last_message: null,
            last_message_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        return { match, seq, created: true }
      })
    },
  }
}

export type LostPetChatRepository = ReturnType<typeof createLostPetChatRepository>
