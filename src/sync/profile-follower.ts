import type { PublicUser } from '@contract/auth.contract'
import type { ProfileDoc } from '@contract/users.contract'
import type { HuellitasDatabase } from '../db'
import { sessionStore } from '../session/session-store'
import { liveQuery } from '../db/live-query'

/**
 * Keeps the session's user (localStorage `auth-storage`, read by the header's premium badge,
 * the guards and every screen that greets the user by name) in step with the replicated
 * `profile` document. The session user is a snapshot from sign-in or the start-up check; the
 * profile collection is what the server says now, on every device: a name edited on the phone,
 * a new avatar or a premium upgrade reach the tablet's header through replication.
 *
 * Only the replicated version is copied, never an optimistic one: the session must not claim a
 * change the server may still refuse. Runs in every tab (RxDB shares the collection between
 * tabs); a write that changes nothing is skipped, so tabs do not echo each other through the
 * `storage` event.
 */
const publicUserKeys = [
  'id',
  'name',
  'email',
  'phone',
  'avatar',
  'banner',
  'bio',
  'location',
  'city',
  'country',
  'latitude',
  'longitude',
  'createdAt',
  'subscription',
] as const satisfies readonly (keyof PublicUser)[]

/** The PublicUser part of a profile (or of a session user that carries more fields). */
export function toPublicUser(source: PublicUser): PublicUser {
  const picked: Record<string, unknown> = {}
  for (const key of publicUserKeys) picked[key] = source[key]
  return picked as unknown as PublicUser
}

function isSameUser(a: PublicUser, b: PublicUser): boolean {
  return JSON.stringify(toPublicUser(a)) === JSON.stringify(toPublicUser(b))
}

/** Starts following; returns the stop. A database opened without `profile` follows nothing. */
export function followProfileIntoSession(database: HuellitasDatabase, userId: string): () => void {
  const collection = (database.collections as Partial<HuellitasDatabase['collections']>).profile
  if (!collection) return () => undefined
  const subscription = liveQuery(() => collection.findOne(userId)).subscribe((document) => {
    if (!document) return
    const profile = document.toJSON() as ProfileDoc
    const { user } = sessionStore.getState()
    if (!user || user.id !== userId) return
    const next = toPublicUser(profile)
    if (!isSameUser(user, next)) sessionStore.updateUser(next)
  })
  return () => subscription.unsubscribe()
}
