import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  heatMarkMessages,
  type HeatMark,
  type HeatMarkResponse,
} from '@contract/heat-marks.messages'
import {
  discardPendingChanges,
  getSyncContext,
  observePendingWrites,
  useObservable,
  type PendingWrite,
} from '../../sync'
// Not in src/sync's public face: only a target that nothing replicates settles its own writes.
import { removeWrites } from '../../sync/write-queue'
import {
  fetchHeatMark,
  HEAT_MARKS,
  readKnownHeatMark,
  rememberHeatMark,
  saveHeatMark,
  toHeatMark,
} from './heat-mark'

export interface HeatMarkState {
  isOn: boolean
  /** a change waits in the write queue (offline, or no answer yet) */
  isPending: boolean
  error: string | null
  toggle: () => void
}

/**
 * The 'En celo' switch's state: the last mark this device knows at once, then the server's
 * (GET); a change shows at once, stays 'pending' while queued, and falls back to the last
 * confirmed mark, with the server's Spanish message, when refused.
 */
export function useHeatMark(petId: string): HeatMarkState {
  const userId = getSyncContext()?.user.id ?? null
  const [confirmed, setConfirmed] = useState<HeatMark>(() =>
    userId ? readKnownHeatMark(userId, petId) : { inHeat: false, until: null },
  )
  const [optimistic, setOptimistic] = useState<boolean | null>(null)
  const [error, setError] = useState<string | null>(null)
  const writes$ = useMemo(() => observePendingWrites(HEAT_MARKS), [])
  const writes = (useObservable(writes$).value ?? []).filter((entry) => entry.docId === petId)

  const confirm = useCallback(
    (mark: HeatMark) => {
      setConfirmed(mark)
      if (userId) rememberHeatMark(userId, petId, mark)
    },
    [userId, petId],
  )

  useEffect(() => {
    let isCurrent = true
    fetchHeatMark(petId).then(
      (mark) => {
        if (isCurrent) confirm(mark)
      },
      // Offline or unreachable: the device's last known mark stays on screen.
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [petId, confirm])

  // Accepted writes (maybe sent by the service worker with the app closed) give the server's
  // mark; later refusals roll the switch back. Either way the entry has done its job.
  const settled = writes.filter((entry) => entry.state !== 'pending')
  useEffect(() => {
    if (settled.length === 0) return
    for (const entry of settled) settle(entry)
    const failed = settled.some((entry) => entry.state === 'failed')
    void Promise.all([
      removeWrites(settled.filter((entry) => entry.state === 'sent').map((entry) => entry.key)),
      failed ? discardPendingChanges(HEAT_MARKS, petId) : undefined,
    ])
    function settle(entry: PendingWrite) {
      if (entry.state === 'failed') {
        setOptimistic(null)
        setError(entry.error ?? heatMarkMessages.saveError)
        return
      }
      const mark = toHeatMark((entry.response as Partial<HeatMarkResponse> | null)?.heatMark)
      if (mark) confirm(mark)
      setOptimistic(null)
    }
    // Keyed by the entries' keys and states: each settles once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled.map((entry) => `${entry.key}:${entry.state}`).join(','), petId, confirm])

  const queued = writes.filter((entry) => entry.state === 'pending')
  const latest = queued.at(-1)?.doc as { inHeat?: unknown } | null | undefined
  const isOn =
    typeof latest?.inHeat === 'boolean' ? latest.inHeat : (optimistic ?? confirmed.inHeat)

  const toggle = useCallback(() => {
    const next = !isOn
    setError(null)
    setOptimistic(next)
    saveHeatMark(petId, next).then(
      (result) => {
        if (!result.ok) {
          setOptimistic(null)
          setError(result.message)
          return
        }
        const mark =
          result.status === 'saved'
            ? toHeatMark((result.body as Partial<HeatMarkResponse> | null)?.heatMark)
            : null
        if (mark) {
          confirm(mark)
          setOptimistic(null)
        }
      },
      () => {
        setOptimistic(null)
        setError(heatMarkMessages.saveError)
      },
    )
  }, [isOn, petId, confirm])

  return { isOn, isPending: queued.length > 0, error, toggle }
}
