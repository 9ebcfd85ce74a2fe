import { useEffect, useState } from 'react'
import { bookingPaths, type BookingTimeSlot, type SlotsResponse } from '@contract/services.messages'
import { http } from '../../api/http'

/**
 * The free slots of a service on a day (GET /api/services/{id}/slots), asked for as soon as the
 * date is chosen so the dialog shows taken ones as such before the user sends. null while
 * unknown (no date, loading, offline or a failed read): every §9 slot stays selectable and the
 * server still decides, offering free ones if the chosen one is taken.
 */
export function useFreeSlots(serviceId: string, date: string): ReadonlySet<BookingTimeSlot> | null {
  const [answer, setAnswer] = useState<{ key: string; free: Set<BookingTimeSlot> } | null>(null)
  const key = `${serviceId}|${date}`
  useEffect(() => {
    if (!date) return
    const abort = new AbortController()
    http
      .get(bookingPaths.slots(serviceId, date).replace(/^\/api\//, ''), { signal: abort.signal })
      .json<SlotsResponse>()
      .then((body) => setAnswer({ key, free: new Set(body.freeSlots) }))
      .catch(() => undefined)
    return () => abort.abort()
  }, [serviceId, date, key])
  return answer?.key === key ? answer.free : null
}
