import { useCallback, useState } from 'react'
import { removeStoredKeys } from '../../session/stored-keys'

/**
 * The composer's text, kept in localStorage per match so a reload, a closed tab or a trip to
 * another screen loses nothing typed (design: "nothing typed is lost").
 *
 * A send moves the text out of the draft into a record of the send (its message id and text)
 * before anything else happens, and drops that record when the send has answered. A page that
 * goes in between (a reload right after Enter) cannot know whether the write queue stored the
 * message: the commit and the page's hearing of it are two moments, and the page may go
 * between them. So the next page asks (restoreUnsent): a send the device holds, queued or
 * already replicated, is forgotten (the chat shows it, pending or sent); one it does not hold
 * comes back into the box. Either way the text is in exactly one place, never shown twice
 * where a second Enter would send it again.
 */
const DRAFT_PREFIX = 'huellitas:chat-draft:'
const SENDS_PREFIX = 'huellitas:chat-sending:'
const draftKey = (matchId: string) => `${DRAFT_PREFIX}${matchId}`
const sendsKey = (matchId: string) => `${SENDS_PREFIX}${matchId}`

/** At sign-out: the unsent texts of every chat go with the session (and its write queue). */
export function forgetChatDrafts(): void {
  removeStoredKeys(globalThis.localStorage, [DRAFT_PREFIX, SENDS_PREFIX])
}
/** sessionStorage: the tab, kept across its reloads */
const TAB_KEY = 'huellitas:tab'

export interface SendRecord {
  id: string
  text: string
  /** the tab that sends it: only that tab's next page may decide it never went */
  tab: string
}

function read(key: string, storage: () => Storage): string | null {
  try {
    return storage().getItem(key)
  } catch {
    // Storage can be off (private mode, quota): the draft then lives only in memory.
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // See read.
  }
}

const readDraft = (matchId: string) => read(draftKey(matchId), () => localStorage) ?? ''

function thisTab(): string {
  const known = read(TAB_KEY, () => sessionStorage)
  if (known) return known
  const made = crypto.randomUUID()
  try {
    sessionStorage.setItem(TAB_KEY, made)
  } catch {
    // See read: without it, every page counts as a tab of its own.
  }
  return made
}

function readSends(matchId: string): SendRecord[] {
  try {
    const parsed: unknown = JSON.parse(read(sendsKey(matchId), () => localStorage) ?? '[]')
    return Array.isArray(parsed) ? (parsed as SendRecord[]) : []
  } catch {
    return []
  }
}

function writeSends(matchId: string, sends: readonly SendRecord[]): void {
  write(sendsKey(matchId), sends.length > 0 ? JSON.stringify(sends) : null)
}

/** Sends this page has begun and not ended: they are alive, whatever the queue holds yet. */
const inFlight = new Set<string>()

/** Records a send of `text` as `id` (call before the send starts). */
export function beginSend(matchId: string, id: string, text: string): void {
  inFlight.add(id)
  writeSends(matchId, [...readSends(matchId), { id, text, tab: thisTab() }])
}

/** The send of `id` has answered: its record goes. */
export function endSend(matchId: string, id: string): void {
  inFlight.delete(id)
  writeSends(
    matchId,
    readSends(matchId).filter((send) => send.id !== id),
  )
}

/** The send of `id` broke without an answer: its record stays, for restoreUnsent to decide. */
export function abandonSend(id: string): void {
  inFlight.delete(id)
}

/** Records some call of restoreUnsent is deciding now (StrictMode runs effects twice). */
const deciding = new Set<string>()

/**
 * Puts the texts of this tab's earlier pages' sends that the device never stored back into the
 * stored draft, oldest first and before what was typed since, and forgets every record it
 * could decide. Returns the new draft, or null when it did not change. `isRecorded` null
 * (cannot tell yet) keeps a record for the next page. A send of another tab, or one this page
 * is still making (the chat left and opened again mid-send), may be being stored right now:
 * its record goes only once the device holds it.
 */
export async function restoreUnsent(
  matchId: string,
  isRecorded: (id: string) => Promise<boolean | null>,
): Promise<string | null> {
  const tab = thisTab()
  const isDead = (send: SendRecord) => send.tab === tab && !inFlight.has(send.id)
  const asked = readSends(matchId).filter((send) => !deciding.has(send.id))
  for (const send of asked) deciding.add(send.id)
  try {
    const stored = new Set<string>()
    const unsent = new Set<string>()
    for (const send of asked) {
      const recorded = await isRecorded(send.id).catch(() => null)
      if (recorded) stored.add(send.id)
      else if (recorded === false && isDead(send)) unsent.add(send.id)
    }
    // Read again and written in one go: the draft and the records may have changed meanwhile.
    const texts = asked.filter((send) => unsent.has(send.id)).map((send) => send.text)
    const draft =
      texts.length > 0 ? [...texts, readDraft(matchId)].filter(Boolean).join('\n') : null
    if (draft !== null) write(draftKey(matchId), draft)
    writeSends(
      matchId,
      readSends(matchId).filter((send) => !stored.has(send.id) && !unsent.has(send.id)),
    )
    return draft
  } finally {
    for (const send of asked) deciding.delete(send.id)
  }
}

export function useDraft(matchId: string): [string, (text: string) => void] {
  const [draft, setDraftState] = useState(() => readDraft(matchId))
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text)
      write(draftKey(matchId), text || null)
    },
    [matchId],
  )
  return [draft, setDraft]
}
