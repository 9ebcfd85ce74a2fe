import { getSyncContext } from '../../sync'
import { defaultStorage, readJsonValue, writeJsonValue, type StorageLike } from './local-store'

/**
 * The matches whose '¡Es un Match!' the user has already been shown (sendSwipe got the match in
 * its answer), so the match notifier does not announce them a second time. Per user, in
 * localStorage so every tab agrees; the newest MAX_SEEN are kept, far more than a day's matches.
 */
const MAX_SEEN = 200

export function seenMatchesKey(userId: string): string {
  return `huellitas:matches-seen:${userId}`
}

function readSeen(storage: StorageLike | undefined, userId: string): string[] {
  const value = readJsonValue(storage, seenMatchesKey(userId))
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

/** Records that the user saw this match (default: the signed-in user of the sync session). */
export function markMatchSeen(
  matchId: string,
  userId: string | undefined = getSyncContext()?.user.id,
  storage: StorageLike | undefined = defaultStorage(),
): void {
  if (!userId) return
  const seen = readSeen(storage, userId).filter((id) => id !== matchId)
  writeJsonValue(storage, seenMatchesKey(userId), [...seen, matchId].slice(-MAX_SEEN))
}

export function isMatchSeen(
  matchId: string,
  userId: string,
  storage: StorageLike | undefined = defaultStorage(),
): boolean {
  return readSeen(storage, userId).includes(matchId)
}
