/**
 * The comment being typed, kept per pet in sessionStorage so nothing typed is lost when the
 * sheet closes, the network drops or the page reloads (design.md: "nothing typed is lost").
 * sessionStorage (not localStorage) so a draft never outlives the tab, and keyed by user so
 * the next person signing in on the same tab does not find it.
 */
import { removeStoredKeys } from '../../session/stored-keys'

const PREFIX = 'comment-draft:'

/** At sign-out: this tab's unsent comments go with the session. */
export function forgetCommentDrafts(): void {
  removeStoredKeys(globalThis.sessionStorage, [PREFIX])
}

const keyOf = (userId: string | null, petId: string) => `${PREFIX}${userId ?? ''}:${petId}`

export function readDraft(userId: string | null, petId: string): string {
  try {
    return sessionStorage.getItem(keyOf(userId, petId)) ?? ''
  } catch {
    // Storage disabled (private mode quotas): drafts just do not persist.
    return ''
  }
}

export function saveDraft(userId: string | null, petId: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(keyOf(userId, petId), text)
    else sessionStorage.removeItem(keyOf(userId, petId))
  } catch {
    // See readDraft.
  }
}
