import type { MatchFeedDoc } from '@contract/matches.messages'
import type { SwipeResponse } from '@contract/matches.contract'
import { matchesEndpoints as endpoints } from '@contract/matches.endpoints'
import { queuedRequest } from '../../api/call'
import { matching as texts } from '../../i18n/es/matching'
import { getSyncContext, runMutation, type MutationResult } from '../../sync'
import { refreshQuota } from './matching.api'
import { MATCHES } from './matching.repo'
import type { SwipeInput, SwipeKind, SwipeOutcome } from './matching.types'
import { quotaStore } from './quota-store'
import { markMatchSeen } from './seen-matches'

/**
 * One swipe — like, pass or super like, from the swipe stack or a pet profile — through the
 * write queue (src/sync/actions.ts): sent with an Idempotency-Key, kept on the device while
 * offline, and applied by the server exactly once. A like or super like
 * shows at once in the favorites / sent lists as a pending document, until the server's own
 * favorite or super like replicates.
 */
const fallbacks: Record<SwipeKind, string> = {
  like: texts.likeError,
  pass: texts.passError,
  superlike: texts.superLikeError,
}

/**
 * The optimistic document id of a swipe: one per (own pet, target). The own pet is reduced to
 * an 8-hex hash to keep ids within the collections' 64-character limit (two UUIDs would not
 * fit); a clash between one user's own pets is practically impossible and would only merge two pending
 * favorites of the same target on screen.
 */
export function swipeDocId(targetPetId: string, userPetId: string | null): string {
  return `${swipeDocPrefix(userPetId)}${targetPetId}`
}

/** The start of the ids of every swipe this own pet (null: browsing mode) makes. */
export function swipeDocPrefix(userPetId: string | null): string {
  return `swipe:${userPetId ? fnv1a(userPetId) : 'user'}:`
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

function optimisticDoc(input: SwipeInput, id: string): MatchFeedDoc | null {
  if (input.action === 'pass') return null
  const { target } = input
  const now = new Date().toISOString()
  return {
    id,
    kind: input.action === 'superlike' ? 'superLikeSent' : 'favorite',
    matchId: null,
    myPetId: input.userPetId,
    myPetName: null,
    otherPetId: target.petId,
    otherPetName: target.name,
    otherPetBreed: target.breed,
    otherPetAge: target.age,
    otherPetImage: target.photo,
    otherUserId: null,
    otherUserName: target.ownerName,
    otherUserAvatar: null,
    isSuperLike: input.action === 'superlike',
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    muted: false,
    hasUnreadPriority: false,
    lostPetId: null,
    matchedAt: null,
    createdAt: now,
    updatedAt: now,
  }
}

export async function sendSwipe(input: SwipeInput): Promise<SwipeOutcome> {
  const { action, target, userPetId } = input
  // Spec §4: a super like needs an own pet; refused here, the server is never asked.
  if (action === 'superlike' && !userPetId) {
    return { kind: 'refused', message: texts.superLikeNeedsPet }
  }
  const userId = getSyncContext()?.user.id
  if (!userId) return { kind: 'refused', message: fallbacks[action] }
  const docId = swipeDocId(target.petId, userPetId)
  const request =
    action === 'superlike'
      ? queuedRequest(endpoints.superLike, { json: { targetPetId: target.petId, userPetId } })
      : queuedRequest(endpoints.swipe, { json: { targetPetId: target.petId, action, userPetId } })
  let result: MutationResult
  try {
    result = await runMutation({
      target: MATCHES,
      docId,
      op: 'create',
      doc: optimisticDoc(input, docId),
      baseUpdatedAt: null,
      fallbackMessage: fallbacks[action],
      returnsBody: true,
      request,
    })
  } catch {
    // Signed out between the check and the write (NotSignedInError), or storage refused it.
    return { kind: 'refused', message: fallbacks[action] }
  }
  if (!result.ok) {
    // A refusal is often the daily limit: the indicator should say so too.
    void refreshQuota()
    return { kind: 'refused', message: result.message }
  }
  if (result.status !== 'saved') return { kind: 'pending' }
  return outcomeOf(result.body, userId)
}

function outcomeOf(body: unknown, userId: string): SwipeOutcome {
  const answer = (body ?? {}) as Partial<SwipeResponse>
  if (answer.quota) quotaStore.set(userId, answer.quota)
  // A repeat is a skip even when the pair has matched: the match was announced back then (by
  // its modal, or by the notifier when an earlier offline like made it).
  if (answer.alreadyInteracted) return { kind: 'already' }
  if ((answer.matched || answer.isMatch) && answer.match) {
    // The modal shows this match now: the notifier must not announce it again.
    markMatchSeen(answer.match.id, userId)
    return { kind: 'matched', match: answer.match }
  }
  if (answer.browsingMode) return { kind: 'browsing' }
  return { kind: 'sent' }
}
