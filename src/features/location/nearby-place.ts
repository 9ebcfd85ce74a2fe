import { useEffect, useState } from 'react'
import { location as texts } from '../../i18n/es/location'
import type { Coordinates } from './distance'
import type { PlaceAddress } from './place-address'

/**
 * Names a point the reverse geocoder could not name after the nearest place of the offline
 * gazetteer ('cerca de San Salvador'), instead of showing its raw coordinates. The gazetteer
 * (~190 KB gzipped) loads only when such a point is met.
 */

/** Within this distance the nearest place also serves as the point's city (cards show it). */
export const NEARBY_CITY_KM = 25

function countryName(code: string): string | null {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? null
  } catch {
    return null
  }
}

/** null: no gazetteer (it could not be loaded) or no place within its reach (open sea). */
export async function nearbyPlace(
  latitude: number,
  longitude: number,
): Promise<PlaceAddress | null> {
  try {
    const { loadGazetteer } = await import('./gazetteer')
    const place = (await loadGazetteer()).nearest(latitude, longitude)
    if (!place) return null
    const near = texts.near(place.name)
    const country = countryName(place.countryCode)
    const address = country ? `${near}, ${country}` : near
    return {
      address,
      area: address,
      city: place.distanceKm <= NEARBY_CITY_KM ? place.name : null,
      country,
      isFallback: true,
    }
  } catch {
    return null
  }
}

/** A place text that is only coordinates ('13.6929, -89.2182', the old fallback), parsed. */
export function coordinatesInText(text: string): Coordinates | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/**
 * The text to show for a saved place: `text` itself, unless it is bare coordinates (or missing
 * while `coordinates` are known), which read as the nearest known place once the gazetteer
 * answers. Until then — and when it cannot — the coordinates are shown as before.
 */
export function usePlaceText(
  text: string | null | undefined,
  coordinates: Coordinates | null = null,
): string | null {
  const trimmed = text?.trim() || null
  const point = trimmed ? coordinatesInText(trimmed) : coordinates
  const raw =
    trimmed ?? (point ? `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}` : null)
  const latitude = point?.latitude
  const longitude = point?.longitude
  const [named, setNamed] = useState<{ raw: string; text: string } | null>(null)

  useEffect(() => {
    if (latitude === undefined || longitude === undefined || raw === null) return
    let isCurrent = true
    void nearbyPlace(latitude, longitude).then((place) => {
      if (isCurrent && place) setNamed({ raw, text: place.address })
    })
    return () => {
      isCurrent = false
    }
  }, [latitude, longitude, raw])

  return named?.raw === raw ? named.text : raw
}
