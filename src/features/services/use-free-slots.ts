import { useEffect, useState } from 'react'
import type { BookingTimeSlot } from '@contract/services.messages'
import { servicesEndpoints } from '@contract/services.endpoints'
import { call } from '../../api/call'

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
    call(servicesEndpoints.slots, {
      params: { id: serviceId },
      query: { date },
      signal: abort.signal,
    })
      .then((body) => setAnswer({ key, free: new Set(body.freeSlots) }))
      .catch(() => undefined)
    return () => abort.abort()
  }, [serviceId, date, key])
  return answer?.key === key ? answer.free : null
}
