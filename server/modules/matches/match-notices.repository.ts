import type { Transaction } from 'kysely'
import { notificationTexts as texts } from '../../contract/notifications.contract.js'
import type { Database } from '../../db/schema.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { photosOf } from '../pets/pet-doc.js'
import type { NoticesOf } from './swipes.repository.js'

export type MatchNotifier = Pick<NotificationsService, 'stage' | 'announce' | 'forgetMatch'>

/**
 * The notifications of a like, written in its own transaction (swipes.repository.ts): a match
 * tells both owners, each with their own pet named first and the other pet's picture; a super
 * like that made no match tells the target's owner which pet gave it. A plain like that made no
 * match tells no one (spec §2: only super likes are listed as received).
 */
export function matchNotices(notifier: MatchNotifier): NoticesOf {
  return async (trx, { swipe, match }) => {
    if (swipe.pet_id === null) return []
    if (!match && swipe.action !== 'superlike') return []
    const pets = await petsOf(trx, [swipe.pet_id, swipe.target_pet_id])
    const mine = pets.get(swipe.pet_id)
    const theirs = pets.get(swipe.target_pet_id)
    if (!match) {
      return notifier.stage(trx, [
        {
          userIds: [swipe.target_owner_id],
          payload: {
            type: 'super-like',
            key: `super-like:${swipe.id}`,
            title: texts.superLikeTitle,
            message: texts.superLikeMessage(
              mine?.name ?? texts.unknownOtherPet,
              theirs?.name ?? texts.unknownPet,
            ),
            data: {
              petId: swipe.pet_id,
              petName: mine?.name ?? null,
              petImage: mine?.photo ?? null,
            },
          },
        },
      ])
    }
    // Each owner with their own pet named first and the other pet's picture.
    const side = (userId: string, own: Pet | undefined, other: Pet | undefined) => ({
      userIds: [userId],
      payload: {
        type: 'match' as const,
        key: `match:${match.id}`,
        title: texts.matchTitle,
        message: texts.matchMessage(
          own?.name ?? texts.unknownPet,
          other?.name ?? texts.unknownOtherPet,
        ),
        data: { matchId: match.id, petName: other?.name ?? null, petImage: other?.photo ?? null },
      },
    })
    return notifier.stage(trx, [
      side(swipe.user_id, mine, theirs),
      side(swipe.target_owner_id, theirs, mine),
    ])
  }
}

interface Pet {
  name: string
  photo: string | null
}

async function petsOf(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<Map<string, Pet>> {
  const rows = await trx
    .selectFrom('pets')
    .select(['id', 'name', 'photos'])
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.id, { name: row.name, photo: photosOf(row)[0] ?? null }]))
}
