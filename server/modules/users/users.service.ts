import type { z } from 'zod'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import type { privacySettingsSchema } from '../../contract/privacy.contract.js'
import type { PullResponse, Tombstoned } from '../../contract/sync.contract.js'
import type {
  authLocationSchema,
  ProfileDoc,
  profileUpdateSchema,
  userLocationSchema,
  UserStatsResponse,
} from '../../contract/users.contract.js'
import type { UserRow } from '../../db/schema.js'
import { writeOneByOne } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { SubscriptionPlan } from '../../contract/auth.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { ProfilePictureStore, PictureKind } from './profile-pictures.js'
import { profileSeqOf, toProfileDoc, toProfileFeedDoc } from './public-user.js'
import { MissingUserError, type ProfileChanges, type UsersRepository } from './users.repository.js'

export type ProfileUpdateData = z.output<typeof profileUpdateSchema>
export type UserLocationData = z.output<typeof userLocationSchema>
export type AuthLocationData = z.output<typeof authLocationSchema>
export type PrivacySettingsData = z.output<typeof privacySettingsSchema>

export interface UsersServiceDeps {
  repository: UsersRepository
  /** The settings' writes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  pictures: ProfilePictureStore
  broadcaster: ChangeBroadcaster
  /** matching's counts (modules/matches): live matches and super likes received */
  matchStats: { stats(userId: string): Promise<{ matchCount: number; likeCount: number }> }
  now?: () => Date
  /**
   * Called after a committed change of the saved coordinates (the lost-pets feed follows the
   * user: spec §7 'Lost pets and sightings'). Awaited, so the answer comes after the feed moved.
   */
  onLocationChanged?: (userId: string) => Promise<void>
  /** Called after any committed change of the user's row (cached sessions carry it). */
  onUserChanged?: (userId: string) => void
}

/**
 * The signed-in user's own profile: its fields, location and pictures, and the `profile` change
 * feed. The settings (profile, location, privacy) are queued writes in the group commit; the
 * pictures and the subscription commit on their own. Every write takes a new profile seq
 * inside its transaction and, once committed, sends
 * the new document to the user's sockets (and nobody else's). Picture files are written before
 * the transaction (removed again if it fails) and the replaced one is deleted only after it
 * commits, so a failed request leaves no stray file and a committed one no dangling path.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { repository, pictures, broadcaster, matchStats } = deps
  const now = () => (deps.now?.() ?? new Date()).toISOString()

  const missingUser = (error: unknown) =>
    // Only a user deleted behind a live session: there is nothing left to change.
    error instanceof MissingUserError
      ? new HttpError(404, errorCodes.notFound, serverMessages.notFound)
      : error

  /** Once a change committed: the user's own sockets, and who follows their location. */
  async function afterCommit(userId: string, result: { before: UserRow; after: UserRow }) {
    deps.onUserChanged?.(userId)
    broadcaster.publish([userId], {
      collection: 'profile',
      documents: [toProfileFeedDoc(result.after)],
      checkpoint: { seq: profileSeqOf(result.after) },
    })
    const { before, after } = result
    if (before.latitude !== after.latitude || before.longitude !== after.longitude) {
      await deps.onLocationChanged?.(userId)
    }
    return { ...result, doc: toProfileDoc(result.after) }
  }

  /** A change in its own transaction (pictures, the subscription): not a queued write. */
  async function commit(userId: string, changes: ProfileChanges) {
    let result: { before: UserRow; after: UserRow }
    try {
      result = await repository.updateUser(userId, { ...changes, updated_at: now() })
    } catch (error) {
      throw missingUser(error)
    }
    return afterCommit(userId, result)
  }

  // The settings' queued writes (profile, location, privacy): 'profile' is their one counter.
  const settingsWrites = writeOneByOne(
    'profile-settings',
    ['profile'],
    async (trx, write: { userId: string; changes: ProfileChanges }) => {
      try {
        return await repository.updateUserIn(trx, write.userId, {
          ...write.changes,
          updated_at: now(),
        })
      } catch (error) {
        throw missingUser(error)
      }
    },
  )

  /** A settings change in the group commit with its key's answer: 200 { user }. */
  async function commitSettings(
    userId: string,
    changes: ProfileChanges,
    ticket: WriteTicket | null | undefined,
  ): Promise<Committed<{ user: ProfileDoc }>> {
    const committed = await deps.writes.commit(
      settingsWrites,
      { userId, changes },
      {
        ticket,
        answer: ({ after }) => ({ status: 200, body: { user: toProfileDoc(after) } }),
      },
    )
    if (committed.isReplay) return committed
    const { doc } = await afterCommit(userId, committed.output)
    return { ...committed, output: { user: doc } }
  }

  return {
    async stats(userId: string): Promise<UserStatsResponse> {
      const [petCount, matching] = await Promise.all([
        repository.countPetsOwnedBy(userId),
        matchStats.stats(userId),
      ])
      // likeCount: super likes the user's pets received (the profile's 'Super Likes' card).
      return { petCount, matchCount: matching.matchCount, likeCount: matching.likeCount }
    },

    /** 'Editar perfil': every field is replaced; a blank optional one is cleared. */
    updateProfile(userId: string, data: ProfileUpdateData, ticket?: WriteTicket | null) {
      const { name, bio, phone, location } = data
      return commitSettings(userId, { name, bio, phone, location }, ticket)
    },

    /**
     * Location sharing (spec §4): coordinates turn sharing on; all null clears the location
     * and turns it off. Every field is replaced by what was sent (a missing one counts as null).
     */
    saveUserLocation(userId: string, data: UserLocationData, ticket?: WriteTicket | null) {
      const sharing = data.latitude !== null && data.longitude !== null
      const changes: ProfileChanges = {
        latitude: data.latitude,
        longitude: data.longitude,
        address: data.address,
        city: data.city,
        country: data.country,
        location: data.location,
        share_location: sharing ? 1 : 0,
      }
      return commitSettings(userId, changes, ticket)
    },

    /**
     * Settings › Privacidad: 'Perfil visible en Explorar' and 'Mostrar distancia'; a toggle
     * not sent keeps its value (each switch sends only itself).
     */
    savePrivacy(userId: string, data: PrivacySettingsData, ticket?: WriteTicket | null) {
      const changes: ProfileChanges = {}
      if (data.discoverable !== undefined) changes.discoverable = data.discoverable ? 1 : 0
      if (data.showDistance !== undefined) changes.show_distance = data.showDistance ? 1 : 0
      return commitSettings(userId, changes, ticket)
    },

    /** The pet forms' location: the coordinates and place, sharing left as it is. */
    saveAuthLocation(userId: string, data: AuthLocationData, ticket?: WriteTicket | null) {
      const { latitude, longitude, address, city, country } = data
      return commitSettings(userId, { latitude, longitude, address, city, country }, ticket)
    },

    async replacePicture(
      userId: string,
      kind: PictureKind,
      data: Buffer,
    ): Promise<{ url: string; user: ProfileDoc }> {
      const path = await pictures.save(kind, data)
      let result: Awaited<ReturnType<typeof commit>>
      try {
        result = await commit(userId, kind === 'avatar' ? { avatar: path } : { banner: path })
      } catch (error) {
        await pictures.remove([path])
        throw error
      }
      const replaced = result.before[kind]
      if (replaced !== path) await pictures.remove([replaced])
      return { url: path, user: result.doc }
    },

    /**
     * Premium from a paid (or demo) upgrade (spec §4 Subscription): the plan, and an expiry that
     * the caller computed; the profile feed carries it to the user's devices.
     */
    async activateSubscription(
      userId: string,
      plan: SubscriptionPlan,
      expiresAt: string,
    ): Promise<UserRow> {
      const changes: ProfileChanges = {
        subscription_type: 'premium',
        subscription_plan: plan,
        subscription_expires_at: expiresAt,
      }
      return (await commit(userId, changes)).after
    },

    /** The `profile` feed: the caller's own profile, when it changed after `afterSeq`. */
    async pull(userId: string, afterSeq: number): Promise<PullResponse<ProfileDoc>> {
      const row = await repository.profileChangedAfter(userId, afterSeq)
      const documents: Tombstoned<ProfileDoc>[] = row ? [toProfileFeedDoc(row)] : []
      return { documents, checkpoint: { seq: row ? profileSeqOf(row) : afterSeq } }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
