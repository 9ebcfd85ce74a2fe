import { matchesEndpoints as endpoints } from '@contract/matches.endpoints'
import { queuedRequest } from '../../api/call'
import { queueDocumentDelete, type MutationResult, type WriteRequest } from '../../sync'
import { connections as t } from '../../i18n/es/connections'
import { favorites as f } from '../../i18n/es/favorites'
import { matchDocs } from './matches.repo'

/**
 * The connection writes (spec §7), through the write queue (src/sync/actions.ts): the document
 * disappears at once (a pending delete), the server's tombstone then replicates, and a
 * refusal brings it back with the server's Spanish message (or the spec's fallback).
 * - unmatch: DELETE /api/matches/{matchId}, removing the match for both users;
 * - removeFavorite: DELETE /api/favorites/{favoriteRowId}.
 */
export type ConnectionActionResult = MutationResult

function deleteDoc(docId: string, request: WriteRequest, fallbackMessage: string) {
  return queueDocumentDelete(matchDocs, docId, { fallbackMessage, request })
}

/** `docId`: the chat's document when it is not a match's (a conversation about a lost pet). */
export function unmatch(
  matchId: string,
  docId = `match:${matchId}`,
): Promise<ConnectionActionResult> {
  return deleteDoc(
    docId,
    queuedRequest(endpoints.unmatch, { params: { id: matchId } }),
    t.detail.unmatchError,
  )
}

const FAVORITE_PREFIX = 'favorite:'

/** Whether a favorite exists on the server yet (a like still on its way cannot be removed). */
export function isRemovableFavorite(docId: string): boolean {
  return docId.startsWith(FAVORITE_PREFIX)
}

/** `docId`: the favorite's document id, `favorite:<row id>`. */
export function removeFavorite(docId: string): Promise<ConnectionActionResult> {
  if (!isRemovableFavorite(docId)) {
    return Promise.resolve({ ok: false, message: f.removeError })
  }
  const rowId = docId.slice(FAVORITE_PREFIX.length)
  return deleteDoc(
    docId,
    queuedRequest(endpoints.removeFavorite, { params: { id: rowId } }),
    f.removeError,
  )
}
