import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { distanceKm, type Coordinates } from '../../contract/geo.js'
import {
  emptyNotificationData,
  notificationMessages,
  notificationTexts as texts,
  type NotificationData,
  type NotificationFeedDoc,
  type NotificationType,
  type NotificationWriteResponse,
} from '../../contract/notifications.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { NotificationRow } from '../../db/schema.js'
import { writeOneByOne } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import {
  insertCappedIn,
  type EventTransaction,
  markThreadReadIn,
  type NewNotificationRow,
  type NotificationsRepository,
  type StoredNotification,
} from './notifications.repository.js'
import type { AlertNotice, SightingNotice } from './notification-events.js'
import {
  notificationTestSamples,
  type NotificationTestType,
} from '../../contract/notification-test.contract.js'
import { pullFrom } from '../sync/sync-feed.js'
import { groupBy } from '../../group-by.js'

export interface NotificationPayload {
  type: NotificationType
  title: string
  message: string
  data?: Partial<NotificationData>
  /**
   * Names the event: a second delivery with the same key to the same recipient is dropped (a
   * retried hook notifies once). Default: a fresh one.
   */
  key?: string
  /** A chat: at most one unread notification of it per recipient (see insertCappedIn). */
  thread?: string
}

/** Reading one notification, reading all, or clearing them all, as it joins a batch. */
export type NotificationReadWrite =
  { op: 'read'; userId: string; id: string } | { op: 'read-all' | 'clear'; userId: string }

export interface NotificationsOptions {
  repository: NotificationsRepository
  broadcaster: ChangeBroadcaster
  /** per recipient, in any 24 hours (issue: limits against abuse) */
  dailyMax: number
  /** community alert radius around the last-seen place */
  alertRadiusKm: number
  log?: FastifyBaseLogger
  now?: () => Date
  /** after notifications are stored (their push jobs with them): wakes the push worker */
  onStored?: () => void
}

const DAY_MS = 24 * 3_600_000
/** km per degree of latitude (Earth radius 6371 km, spec §9) */
const KM_PER_DEGREE = (Math.PI * 6371) / 180

const parseData = (text: string): NotificationData => {
  try {
    const value = JSON.parse(text) as Partial<NotificationData>
    return { ...emptyNotificationData, ...value }
  } catch {
    return emptyNotificationData
  }
}

export const toNotificationDoc = (row: NotificationRow): Tombstoned<NotificationFeedDoc> => ({
  id: row.id,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  read: row.read === 1,
  data: parseData(row.data),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  _deleted: row.deleted === 1,
})

const pointOf = (place: {
  latitude: number | null
  longitude: number | null
}): Coordinates | null =>
  place.latitude === null || place.longitude === null
    ? null
    : { latitude: place.latitude, longitude: place.longitude }

/**
 * What an alert's or a sighting's notice shows besides its ids: the pet, and the place the notice
 * is about as text and as a point for the map (null when the reporter gave none).
 */
const petAtPlace = (alert: AlertNotice, placeText: string, place: Coordinates | null) => ({
  petName: alert.name,
  petImage: alert.photos[0] ?? null,
  place: placeText,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
})

/** Who answers for an alert: the owner, and the reporter when someone else reported it. */
const keepersOf = (alert: AlertNotice): string[] => [
  ...new Set([alert.ownerId ?? alert.reporterId, alert.reporterId]),
]

/**
 * In-app notifications: the 'notifications' change feed (each user pulls only their own), the
 * read/clear writes, and the deliveries other modules ask for (notifyUsers and the lost-pet
 * notices). Live SYNC_EVENTs go out after each commit.
 */
export function createNotificationsService(options: NotificationsOptions) {
  const { repository, broadcaster } = options
  const now = options.now ?? (() => new Date())

  function publish(rows: readonly NotificationRow[]): void {
    for (const [userId, own] of groupBy(rows, (row) => row.user_id)) {
      const last = own.at(-1)
      if (!last) continue
      broadcaster.publish([userId], {
        collection: 'notifications',
        documents: own.map(toNotificationDoc),
        checkpoint: { seq: Number(last.seq) },
      })
    }
  }

  function rowsOf(userIds: readonly string[], payload: NotificationPayload): NewNotificationRow[] {
    const at = now().toISOString()
    const key = payload.key ?? randomUUID()
    const data = JSON.stringify({ ...emptyNotificationData, ...payload.data })
    return [...new Set(userIds)].map((userId) => ({
      id: randomUUID(),
      user_id: userId,
      key: payload.thread ? `${payload.thread}#${randomUUID()}` : key,
      type: payload.type,
      title: payload.title,
      message: payload.message,
      data,
      created_at: at,
      ...(payload.thread ? { thread: payload.thread } : {}),
    }))
  }

  const since = () => new Date(now().getTime() - DAY_MS).toISOString()

  /**
   * After the commit that stored them: live to the recipients' devices, and the push worker
   * woken when a push job was stored with them (none for recipients without a subscription).
   */
  function announce(rows: readonly StoredNotification[]): void {
    publish(rows)
    if (rows.some((row) => row.pushQueued)) options.onStored?.()
  }

  /**
   * Gives each of `userIds` the notification, within their daily cap; returns who got it.
   * Never throws: a failed delivery is logged (the event that caused it is already committed).
   */
  async function notifyUsers(
    userIds: readonly string[],
    payload: NotificationPayload,
  ): Promise<string[]> {
    try {
      const stored = await repository.insertCapped(
        rowsOf(userIds, payload),
        since(),
        options.dailyMax,
      )
      announce(stored)
      return stored.map((row) => row.user_id)
    } catch (error) {
      options.log?.warn({ err: error, type: payload.type }, 'notifications not stored')
      return []
    }
  }

  /** Users whose saved location lies within the radius of `centre`. */
  async function usersNear(centre: Coordinates, radiusKm: number): Promise<string[]> {
    const dLat = radiusKm / KM_PER_DEGREE
    const cos = Math.max(Math.cos((centre.latitude * Math.PI) / 180), 0.01)
    const dLng = Math.min(radiusKm / (KM_PER_DEGREE * cos), 180)
    const candidates = await repository.usersInBox({
      minLat: centre.latitude - dLat,
      maxLat: centre.latitude + dLat,
      minLng: centre.longitude - dLng,
      maxLng: centre.longitude + dLng,
    })
    return candidates.filter((user) => distanceKm(centre, user) <= radiusKm).map((user) => user.id)
  }

  return {
    notifyUsers,

    /**
     * Inside the event's own transaction (a match, a message, a super like): the event and its
     * notifications commit together. Hand the answer to `announce` after the commit.
     */
    stage: (
      trx: EventTransaction,
      deliveries: readonly { userIds: readonly string[]; payload: NotificationPayload }[],
      /** the event took the notifications counter's lock already (allocateChangeSeqsOf) */
      feedLocked = false,
    ): Promise<StoredNotification[]> =>
      // All of them in one call: every statement runs while the event's counters are locked,
      // so a batch's statements must not grow with its deliveries.
      insertCappedIn(
        trx,
        deliveries.flatMap(({ userIds, payload }) => rowsOf(userIds, payload)),
        since(),
        options.dailyMax,
        feedLocked,
      ),

    /** Inside the transaction that read the thread (a chat): its notifications are read too. */
    readThreadIn: (trx: EventTransaction, userId: string, thread: string) =>
      markThreadReadIn(trx, userId, thread, now().toISOString()),

    announce,

    /**
     * After a match ended: its match and message notifications leave both users' lists (on
     * every device, through the feed). Never throws: the match has ended whatever happens here.
     */
    async forgetMatch(userIds: readonly string[], matchId: string): Promise<void> {
      try {
        publish(await repository.removeOfMatch(userIds, matchId, now().toISOString()))
      } catch (error) {
        options.log?.warn({ err: error, matchId }, 'ended match notifications not removed')
      }
    },

    /**
     * A new alert (spec §2 Lost-pet alert dialog: 'Se ha notificado a la comunidad'): users
     * whose saved location lies within the radius of the last-seen place, and the owners the
     * reporter has matched with; never the reporter (nor the pet's owner). The payload holds the
     * last-seen place the reporter published, nothing about where any recipient lives.
     */
    async notifyCommunityOfAlert(alert: AlertNotice): Promise<string[]> {
      const place = pointOf(alert)
      const [near, matched] = await Promise.all([
        place ? usersNear(place, options.alertRadiusKm) : Promise.resolve([]),
        repository.matchedOwners(alert.reporterId),
      ])
      const skip = new Set(keepersOf(alert))
      const recipients = [...near, ...matched].filter((id) => !skip.has(id))
      const placeText = alert.lastSeenLocation.trim() || texts.unknownPlace
      return notifyUsers(recipients, {
        type: 'lost-pet',
        key: `lost-pet:${alert.id}`,
        title: texts.lostPetNearTitle,
        message: texts.lostPetNearMessage(alert.name, placeText),
        data: { lostPetId: alert.id, ...petAtPlace(alert, placeText, place) },
      })
    },

    /**
     * A sighting reaches the alert's owner at once (and its reporter, when someone else
     * reported it), with the place to show on a map; never the one who saw the pet.
     */
    async notifySightingToOwner(sighting: SightingNotice, alert: AlertNotice): Promise<string[]> {
      const place = pointOf(sighting)
      const placeText = sighting.location.trim() || texts.unknownPlace
      const recipients = keepersOf(alert).filter((id) => id !== sighting.reporterId)
      return notifyUsers(recipients, {
        type: 'sighting',
        key: `sighting:${sighting.id}`,
        title: texts.sightingTitle(alert.name),
        message: texts.sightingMessage(alert.name, placeText),
        data: {
          lostPetId: alert.id,
          sightingId: sighting.id,
          ...petAtPlace(alert, placeText, place),
        },
      })
    },

    /** /notifications/test: a sample of `type` for the caller, like any other notification. */
    async notifyTest(userId: string, type: NotificationTestType): Promise<boolean> {
      const sample = notificationTestSamples[type]
      const delivered = await notifyUsers([userId], { type, ...sample })
      return delivered.length > 0
    },

    pull: pullFrom<NotificationRow, NotificationFeedDoc>(
      (...page) => repository.page(...page),
      toNotificationDoc,
    ),

    /**
     * Reading one, reading all and clearing, as a kind of queued write: their routes commit it
     * in the group commit with the key's answer (`answerOf`), then `publish` the rows.
     * Reading one already read changes nothing and still succeeds.
     */
    readWrites: writeOneByOne(
      'notification-reads',
      ['notifications'],
      async (trx, write: NotificationReadWrite): Promise<NotificationRow[]> => {
        const at = now().toISOString()
        if (write.op !== 'read') {
          return write.op === 'clear'
            ? repository.clearIn(trx, write.userId, at)
            : repository.markReadIn(trx, write.userId, null, at)
        }
        if (!(await repository.exists(write.userId, write.id, trx))) {
          throw new HttpError(404, errorCodes.notFound, notificationMessages.notFound)
        }
        return repository.markReadIn(trx, write.userId, write.id, at)
      },
    ),

    /** The answer of a committed read or clear. */
    answerOf(rows: readonly NotificationRow[]): NotificationWriteResponse {
      return {
        success: true,
        changed: rows.length,
        updatedAt: rows.at(-1)?.updated_at ?? now().toISOString(),
      }
    },

    /** Sends the rows a committed read or clear changed to their owner's devices. */
    publish: (rows: readonly NotificationRow[]) => publish(rows),
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
