import type { z } from 'zod'
import type {
  AuthLocationUpdate,
  ProfileDoc,
  ProfileUpdate,
  UserLocationUpdate,
} from '@contract/users.contract'
import type { PrivacySettingsUpdate } from '@contract/privacy.contract'
import { privacyMessages } from '@contract/privacy.messages'
import { profileMessages } from '@contract/users.messages'
import { usersEndpoints as endpoints } from '@contract/users.endpoints'
import { queuedRequest } from '../../api/call'
import {
  discardPendingChanges,
  getSyncContext,
  runMutation,
  type MutationResult,
  type WriteRequest,
  requireSyncContext,
} from '../../sync'
import {
  applyAuthLocation,
  applyPrivacy,
  applyProfileUpdate,
  applyUserLocation,
  profileFromUser,
} from './profile-changes'
import { findCurrentProfile, findSyncedProfile, PROFILE } from './profile.repo'

/**
 * The user's own profile writes (spec §7: PUT /api/users/profile, /api/users/location and
 * /api/auth/location) through the write queue (src/sync/actions.ts): the change shows at once as
 * pending, survives a reload, goes out with an Idempotency-Key, and a refusal rolls it back
 * with the server's Spanish message. The input is checked with the contract's own schema
 * first, so a bad value never reaches the write queue.
 *
 * The schemas (and zod with them) are imported when a write is made, not with the screens:
 * profile and settings only read until the user saves, and their first load stays in budget.
 */
const contract = () => import('@contract/users.contract')
function firstIssue(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback
}

async function writeProfile(
  request: WriteRequest,
  fallbackMessage: string,
  change: (base: ProfileDoc, now: string) => ProfileDoc,
): Promise<MutationResult> {
  const context = requireSyncContext()
  const { database, user } = context
  const [current, synced] = await Promise.all([
    findCurrentProfile(database, user.id),
    findSyncedProfile(database, user.id),
  ])
  return runMutation({
    target: PROFILE,
    docId: user.id,
    op: 'update',
    doc: change(current ?? profileFromUser(user), new Date().toISOString()),
    baseUpdatedAt: synced?.updatedAt ?? null,
    fallbackMessage,
    request,
  })
}

/**
 * Checks `update` with the contract's schema (its first Spanish message on a refusal), then
 * queues the request and the change it describes.
 */
async function checkedWrite<T>(
  schema: z.ZodType<T>,
  update: unknown,
  fallbackMessage: string,
  request: (data: T) => WriteRequest,
  change: (base: ProfileDoc, data: T, now: string) => ProfileDoc,
): Promise<MutationResult> {
  const parsed = schema.safeParse(update)
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error, fallbackMessage) }
  return writeProfile(request(parsed.data), fallbackMessage, (base, now) =>
    change(base, parsed.data, now),
  )
}

/** 'Editar perfil': name, bio, phone and the free-text location. */
export async function updateProfile(update: ProfileUpdate): Promise<MutationResult> {
  const { profileUpdateSchema } = await contract()
  return checkedWrite(
    profileUpdateSchema,
    update,
    profileMessages.profileError,
    (data) => queuedRequest(endpoints.profile, { json: data }),
    applyProfileUpdate,
  )
}

/** Location sharing (§4): coordinates and place turn it on; all null clears it. */
export async function saveUserLocation(update: UserLocationUpdate): Promise<MutationResult> {
  const { userLocationSchema } = await contract()
  return checkedWrite(
    userLocationSchema,
    update,
    profileMessages.locationError,
    (data) => queuedRequest(endpoints.location, { json: data }),
    applyUserLocation,
  )
}

/** The pet forms' PUT /api/auth/location (a failure there is only warned about). */
export async function saveAuthLocation(update: AuthLocationUpdate): Promise<MutationResult> {
  const { authLocationSchema } = await contract()
  return checkedWrite(
    authLocationSchema,
    update,
    profileMessages.locationError,
    (data) => queuedRequest(endpoints.authLocation, { json: data }),
    applyAuthLocation,
  )
}

/**
 * Settings › Privacidad's switches: queued like every profile write, so a switch flipped
 * offline shows at once as pending and is sent when the device is back online.
 */
export async function savePrivacySettings(update: PrivacySettingsUpdate): Promise<MutationResult> {
  const { privacySettingsSchema } = await import('@contract/privacy.contract')
  return checkedWrite(
    privacySettingsSchema,
    update,
    privacyMessages.settingsError,
    (data) => queuedRequest(endpoints.privacy, { json: data }),
    applyPrivacy,
  )
}

/** Forgets profile changes that can no longer be sent (syncState 'failed'). */
export function discardProfileChanges(): Promise<void> {
  const context = getSyncContext()
  if (!context) return Promise.resolve()
  return discardPendingChanges(PROFILE, context.user.id)
}
