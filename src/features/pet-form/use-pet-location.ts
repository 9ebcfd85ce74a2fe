import { useState } from 'react'
import { petForm as texts } from '../../i18n/es/pet-form'
import {
  getCurrentPosition,
  LocationError,
  PET_FORM_MAX_AGE_MS,
  lookUpPlace,
  type PlaceAddress,
} from '../location'

/**
 * 'Usar mi ubicación' in the pet forms: the device position (positions up to a minute old,
 * spec §9), its place name by the location module's one geocoder chain (the coordinates with
 * 4 decimals last, §7), and PUT /api/auth/location with it — which only warns when it fails (§7), since
 * the pet's own location is what the form needs.
 */
export interface ChosenLocation {
  latitude: number
  longitude: number
  place: PlaceAddress
}

/** The pet forms' wording (§5 'Geolocation'); the other codes keep the module's §8 texts. */
export function petFormLocationMessage(error: unknown): string {
  if (!(error instanceof LocationError)) return texts.location.denied
  switch (error.code) {
    case 'unsupported':
      return texts.location.unsupported
    case 'denied':
      return texts.location.denied
    case 'unavailable':
    case 'timeout':
      return error.message
  }
}

async function rememberForAccount({ latitude, longitude, place }: ChosenLocation): Promise<void> {
  try {
    // Loaded on use: the account feature validates with zod, which this screen loads lazily.
    const { saveAuthLocation } = await import('../account/account.actions')
    const result = await saveAuthLocation({
      latitude,
      longitude,
      address: place.address,
      city: place.city,
      country: place.country,
    })
    if (!result.ok) console.warn('PUT /api/auth/location refused:', result.message)
  } catch (error) {
    console.warn('PUT /api/auth/location failed:', error)
  }
}

export function usePetLocation(onChosen: (chosen: ChosenLocation) => void) {
  const [isLocating, setIsLocating] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function locate() {
    setError(null)
    setIsLocating(true)
    try {
      const { latitude, longitude } = await getCurrentPosition({ maximumAge: PET_FORM_MAX_AGE_MS })
      // §7: the pet forms fall back to the coordinates with 4 decimals.
      const place = await lookUpPlace(latitude, longitude, { decimals: 4 })
      const chosen = { latitude, longitude, place }
      onChosen(chosen)
      void rememberForAccount(chosen)
    } catch (failure) {
      setError(petFormLocationMessage(failure))
    } finally {
      setIsLocating(false)
    }
  }

  return { locate, isLocating, error }
}
