import { notificationTexts as texts } from '../../contract/notifications.contract.js'
import {
  publicLostPetMessages as m,
  type PublicLostPet,
  type VisitorAnswer,
  type VisitorMessageInput,
  type VisitorSightingInput,
  visitorMessageSchema,
  visitorSightingSchema,
} from '../../contract/public-lost-pets.contract.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import type { SightingsService } from '../lost-pets/sightings.service.js'
import type { PublicLostPetsRepository } from './public-lost-pets.repository.js'
import {
  acceptVisitorPost,
  clip,
  findPublic,
  idFromPostKey,
  requirePublic,
} from './visitor-post.js'
import { parseStringList } from '../../db/json-text.js'

type Row = NonNullable<Awaited<ReturnType<PublicLostPetsRepository['find']>>>

const toPublic = (row: Row): PublicLostPet => ({
  id: row.id,
  name: row.name,
  species: row.species,
  breed: row.breed,
  photos: parseStringList(row.photos),
  description: row.description,
  lastSeenLocation: row.last_seen_location,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  lastSeenDate: row.last_seen_date,
  lastSeenTime: row.last_seen_time,
  reward: row.reward,
  contactPhone: row.contact_phone,
  status: row.status,
  createdAt: row.created_at,
})

/** a visitor's words in a notification stay short: the panel shows two lines */
const CLIP = 280

/**
 * The public alert page: the alert as strangers may see it, and what a visitor without an
 * account sends about it (a sighting, a message), delivered to the owner (and the reporter, when
 * someone else reported it) as in-app notifications.
 */
export function createPublicLostPetsService(deps: {
  repository: PublicLostPetsRepository
  notifications: NotificationsService
  sightings: Pick<SightingsService, 'recordVisitorSighting'>
}) {
  const find = (id: string) => deps.repository.find(id)
  const alertRow = (id: string) => async (): Promise<Row> => requirePublic(id, find, m.notFound)

  const keepers = (row: Row) => [...new Set([row.owner_id ?? row.reporter_id, row.reporter_id])]

  // `count` charges the visitor's rate limit (see acceptVisitorPost).
  return {
    async get(id: string): Promise<PublicLostPet> {
      return toPublic(await alertRow(id)())
    },

    /** The row for the page's Open Graph tags; null when there is no such alert. */
    async forPage(id: string): Promise<PublicLostPet | null> {
      const row = await findPublic(id, find)
      return row ? toPublic(row) : null
    },

    async sighting(id: string, body: unknown, count: () => Promise<void>): Promise<VisitorAnswer> {
      const { input, row, postKey } = await acceptVisitorPost(
        'sighting',
        visitorSightingSchema,
        body,
        count,
        alertRow(id),
      )
      const sighting = await deps.sightings.recordVisitorSighting(
        row.id,
        postKey ? idFromPostKey(postKey) : null,
        input,
      )
      const place = input.location || texts.unknownPlace
      await deps.notifications.notifyUsers(keepers(row), {
        type: 'sighting',
        key: `sighting:${sighting.id}`,
        title: texts.sightingTitle(row.name),
        message: clip(
          texts.visitorSightingMessage(input.name, input.phone, place, input.description),
          CLIP,
        ),
        data: {
          lostPetId: row.id,
          sightingId: sighting.id,
          petName: row.name,
          petImage: parseStringList(row.photos)[0] ?? null,
          place,
          latitude: input.latitude,
          longitude: input.longitude,
        },
      })
      return { success: true, message: m.sightingSent }
    },

    async message(id: string, body: unknown, count: () => Promise<void>): Promise<VisitorAnswer> {
      const { input, row, postKey } = await acceptVisitorPost(
        'message',
        visitorMessageSchema,
        body,
        count,
        alertRow(id),
      )
      await deps.notifications.notifyUsers(keepers(row), {
        type: 'lost-pet',
        ...(postKey ? { key: `visitor-message:${postKey}` } : {}),
        title: texts.visitorMessageTitle(row.name),
        message: clip(texts.visitorMessage(input.name, input.phone, input.message), CLIP),
        data: { lostPetId: row.id, petName: row.name },
      })
      return { success: true, message: m.messageSent }
    },
  }
}

export type PublicLostPetsService = ReturnType<typeof createPublicLostPetsService>
export type { VisitorMessageInput, VisitorSightingInput }
