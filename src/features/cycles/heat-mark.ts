import { cyclesEndpoints as endpoints } from '@contract/cycles.endpoints'
import { heatMarkMessages, type HeatMark } from '@contract/heat-marks.messages'
import { localToday } from '@contract/cycle-prediction'
import { call, queuedRequest } from '../../api/call'
import { heatMarkStorageKey } from './heat-mark-storage'
import { getSyncContext, runMutation, type MutationResult, requireSyncContext } from '../../sync'

/**
 * The owner's 'en celo' mark of a female (server/contract/heat-marks.contract.ts). It is not a
 * replicated collection: the server is the truth, read with GET, and this device remembers the
 * last answer (localStorage, per user and pet) so /reproductive-health opens offline with it.
 * Changes go through the app's one write queue (runMutation: Idempotency-Key, kept across
 * reloads, sent once, also by the service worker). As nothing replicates the mark back, the
 * screen settles an accepted write itself: it keeps the server's answer and drops the entry.
 */
export const HEAT_MARKS = 'heatMarks'
export const heatMarkOff: HeatMark = { inHeat: false, until: null }

/** A stored or received mark, checked field by field; an expired one reads as off. */
export function toHeatMark(value: unknown, now = Date.now()): HeatMark | null {
  if (!value || typeof value !== 'object') return null
  const { inHeat, until } = value as Record<string, unknown>
  if (typeof inHeat !== 'boolean' || (until !== null && typeof until !== 'string')) return null
  if (!inHeat) return heatMarkOff
  // The server ends the mark at `until`; offline, the device does the same.
  if (until !== null && Date.parse(until) <= now) return heatMarkOff
  return { inHeat, until }
}

export function readKnownHeatMark(userId: string, petId: string): HeatMark {
  try {
    const raw = globalThis.localStorage?.getItem(heatMarkStorageKey(userId, petId))
    return (raw ? toHeatMark(JSON.parse(raw)) : null) ?? heatMarkOff
  } catch {
    return heatMarkOff
  }
}

export function rememberHeatMark(userId: string, petId: string, mark: HeatMark): void {
  try {
    globalThis.localStorage?.setItem(heatMarkStorageKey(userId, petId), JSON.stringify(mark))
  } catch {
    // Storage full or unavailable: the mark still shows for this visit.
  }
}

/** GET the mark as the server has it now (expiry applied there). Throws when unreachable. */
export async function fetchHeatMark(petId: string): Promise<HeatMark> {
  // The sync session's client when there is one (its own token), else the app's.
  const client = getSyncContext()?.http
  const body = await call(endpoints.heatMark, { params: { petId }, ...(client ? { client } : {}) })
  // Checked, not trusted: an unexpected answer is an error, not a mark.
  const mark = toHeatMark((body as Partial<typeof body>).heatMark)
  if (!mark) throw new Error('Unexpected heat mark answer')
  return mark
}

/** PUT through the write queue; `today` is the owner's calendar day when they flip it. */
export function saveHeatMark(petId: string, inHeat: boolean): Promise<MutationResult> {
  requireSyncContext()
  const doc: { id: string; inHeat: boolean } = { id: petId, inHeat }
  return runMutation({
    target: HEAT_MARKS,
    docId: petId,
    op: 'update',
    doc,
    baseUpdatedAt: null,
    fallbackMessage: heatMarkMessages.saveError,
    returnsBody: true,
    request: queuedRequest(endpoints.setHeatMark, {
      params: { petId },
      json: { inHeat, today: localToday(new Date()) },
    }),
  })
}
