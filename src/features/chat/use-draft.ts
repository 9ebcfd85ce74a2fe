import { useCallback, useState } from 'react'

/**
 * The composer's text, kept in localStorage per match so a reload, a closed tab or a trip to
 * another screen loses nothing typed (design: "nothing typed is lost"). On send the box empties
 * at once but the stored text stays until the message is recorded locally (forgetSentDraft):
 * a reload in between gives the text back instead of losing it.
 */
const keyFor = (matchId: string) => `huellitas:chat-draft:${matchId}`

function readDraft(matchId: string): string {
  try {
    return localStorage.getItem(keyFor(matchId)) ?? ''
  } catch {
    // Storage can be off (private mode, quota): the draft then lives only in memory.
    return ''
  }
}

/** Forgets the stored draft if it is still the text just sent (not a newer one). */
export function forgetSentDraft(matchId: string, sent: string): void {
  try {
    if (localStorage.getItem(keyFor(matchId)) === sent) localStorage.removeItem(keyFor(matchId))
  } catch {
    // See readDraft.
  }
}

/** `persist: false` changes only the box (the send keeps the stored text, see above). */
export function useDraft(
  matchId: string,
): [string, (text: string, options?: { persist: boolean }) => void] {
  const [draft, setDraftState] = useState(() => readDraft(matchId))
  const setDraft = useCallback(
    (text: string, options = { persist: true }) => {
      setDraftState(text)
      if (!options.persist) return
      try {
        if (text) localStorage.setItem(keyFor(matchId), text)
        else localStorage.removeItem(keyFor(matchId))
      } catch {
        // See readDraft.
      }
    },
    [matchId],
  )
  return [draft, setDraft]
}
