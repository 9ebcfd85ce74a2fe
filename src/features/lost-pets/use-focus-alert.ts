import { useCallback, useRef, useState } from 'react'
import { defaultFilters, type LostPetFilters } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'

/**
 * Brings one entry of the /lost-pets list into view. A link (a notification of the alert or of
 * a sighting links to /lost-pets?alert=id): once the alert has synced, the tab switches to its
 * status with no filter hiding it, and its card is scrolled to and focused, once per link.
 * The map's 'Ver en la lista' (`showInList`): an alert or found report the list already shows
 * under the current tab and filters, scrolled to and focused each time it is asked for.
 */
export function useFocusAlert(
  alertId: string | undefined,
  pets: readonly ListedLostPet[],
  /** every entry the list shows now: the alerts and the found reports */
  listed: readonly { id: string }[],
  setFilters: (filters: LostPetFilters) => void,
) {
  const [shownFor, setShownFor] = useState<string | null>(null)
  const [asked, setAsked] = useState<{ id: string; count: number } | null>(null)
  const scrolledFor = useRef<string | null>(null)
  const target = alertId ? pets.find((pet) => pet.id === alertId) : undefined

  // Adjusted while rendering (the page's own state), not in an effect: no extra paint.
  if (target && shownFor !== target.id) {
    setShownFor(target.id)
    setAsked(null)
    setFilters({ ...defaultFilters, status: target.status })
  }

  // The latest request wins: the map's, else the link's. Each map request scrolls again.
  const wanted = asked?.id ?? alertId
  const request = asked ? `${asked.id}#${asked.count}` : alertId
  const focusRef = useCallback(
    (item: HTMLLIElement | null) => {
      if (!item || !request || scrolledFor.current === request) return
      scrolledFor.current = request
      item.scrollIntoView({ block: 'start', behavior: 'smooth' })
      item.querySelector('article')?.focus({ preventScroll: true })
    },
    [request],
  )

  const showInList = useCallback(
    (id: string) => setAsked((before) => ({ id, count: (before?.count ?? 0) + 1 })),
    [],
  )

  const isListed = wanted !== undefined && listed.some((entry) => entry.id === wanted)
  return { focused: isListed ? wanted : undefined, focusRef, showInList }
}
