import { notificationTexts as texts } from '../../contract/notifications.contract.js'
import type { VisitorAnswer } from '../../contract/public-lost-pets.contract.js'
import {
  petNoticeSchema,
  publicPetMessages as m,
  type PublicPet,
} from '../../contract/public-pets.contract.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { acceptVisitorPost, clip, requirePublic } from '../public-lost-pets/visitor-post.js'
import type { PublicPetsRepository } from './public-pets.repository.js'
import { parseStringList } from '../../db/json-text.js'

type Row = NonNullable<Awaited<ReturnType<PublicPetsRepository['findLivePet']>>>

/** a visitor's words in a notification stay short: the panel shows two lines */
const CLIP = 400

/**
 * The pet behind a QR code, as a stranger may see it (spec §3: what the owner chose to show),
 * and 'Avisar al dueño': a visitor's notice to the owner as an in-app notification.
 */
export function createPublicPetsService(deps: {
  repository: PublicPetsRepository
  notifications: Pick<NotificationsService, 'notifyUsers'>
}) {
  const find = (id: string) => deps.repository.findLivePet(id)
  const petRow = (id: string) => async (): Promise<Row> => requirePublic(id, find, m.notFound)

  return {
    async get(id: string): Promise<PublicPet> {
      const row = await petRow(id)()
      const alert = await deps.repository.findActiveAlert(row.id)
      const showsContact = row.show_owner_contact === 1
      const showsEmergency = row.show_emergency_info === 1
      return {
        id: row.id,
        name: row.name,
        species: row.species,
        breed: row.breed,
        photos: parseStringList(row.photos),
        ownerContact: showsContact ? row.owner_contact : null,
        medicalNeeds: showsEmergency ? row.emergency_medical : null,
        allergies: showsEmergency ? row.emergency_allergies : null,
        vetPhone: showsEmergency ? row.emergency_vet_phone : null,
        activeAlert: alert
          ? {
              id: alert.id,
              lastSeenLocation: alert.last_seen_location,
              lastSeenDate: alert.last_seen_date,
              lastSeenTime: alert.last_seen_time,
              reward: alert.reward,
            }
          : null,
      }
    },

    /** `count` charges the visitor's rate limit (see acceptVisitorPost). */
    async notifyOwner(
      id: string,
      body: unknown,
      count: () => Promise<void>,
    ): Promise<VisitorAnswer> {
      const { input, row, postKey } = await acceptVisitorPost(
        'notify',
        petNoticeSchema,
        body,
        count,
        petRow(id),
      )
      const alert = await deps.repository.findActiveAlert(row.id)
      // The schema takes both coordinates or neither.
      const place =
        input.latitude !== null && input.longitude !== null
          ? texts.qrNoticePlace(input.latitude, input.longitude)
          : null
      const words = texts.qrNoticeMessage(input.name, input.phone, input.message)
      await deps.notifications.notifyUsers([row.owner_id], {
        type: 'lost-pet',
        ...(postKey ? { key: `qr-notice:${postKey}` } : {}),
        title: texts.qrNoticeTitle(row.name),
        message: clip(place ? `${words} ${place}` : words, CLIP),
        data: {
          petName: row.name,
          petImage: parseStringList(row.photos)[0] ?? null,
          lostPetId: alert?.id ?? null,
          place,
          latitude: input.latitude,
          longitude: input.longitude,
        },
      })
      return { success: true, message: m.ownerNotified }
    },
  }
}

export type PublicPetsService = ReturnType<typeof createPublicPetsService>
