import { useCallback, useRef, useState } from 'react'
import { defaultFilters, type LostPetFilters } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'

/**
 * Brings one alert into view on /lost-pets (a notification of the alert or of a sighting links
 * to /lost-pets?alert=id): once the alert has synced, the tab switches to its status with no
 * filter hiding it, and its card is scrolled to and focused, once per link.
 */
export function useFocusAlert(
  alertId: string | undefined,
  pets: readonly ListedLostPet[],
  listed: readonly ListedLostPet[],
  setFilters: (filters: LostPetFilters) => void,
) {
  const [shownFor, setShownFor] = useState<string | null>(null)
  const scrolledFor = useRef<string | null>(null)
  const target = alertId ? pets.find((pet) => pet.id === alertId) : undefined

  // Adjusted while rendering (the page's own state), not in an effect: no extra paint.
  if (target && shownFor !== target.id) {
    setShownFor(target.id)
    setFilters({ ...defaultFilters, status: target.status })
  }

  const focusRef = useCallback(
    (item: HTMLLIElement | null) => {
      if (!item || !alertId || scrolledFor.current === alertId) return
      scrolledFor.current = alertId
      item.scrollIntoView({ block: 'start', behavior: 'smooth' })
      item.querySelector('article')?.focus({ preventScroll: true })
    },
    [alertId],
  )

  const isListed = alertId !== undefined && listed.some((pet) => pet.id === alertId)
  return { focused: isListed ? alertId : undefined, focusRef }
}
