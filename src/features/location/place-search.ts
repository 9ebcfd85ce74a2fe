import type { FoundPlace } from './gazetteer'

export type { FoundPlace }

/**
 * Cities by name from the offline gazetteer (gazetteer.ts search): works offline, and loads
 * the gazetteer only when first asked.
 */
export async function searchPlaces(text: string, limit?: number): Promise<FoundPlace[]> {
  const { loadGazetteer } = await import('./gazetteer')
  return (await loadGazetteer()).search(text, limit)
}

let regions: Intl.DisplayNames | null = null

/** 'Guadalajara, México': a found place as the user reads it. */
export function placeLabel(place: Pick<FoundPlace, 'name' | 'countryCode'>): string {
  regions ??= new Intl.DisplayNames('es', { type: 'region' })
  const country = place.countryCode ? regions.of(place.countryCode) : undefined
  return country ? `${place.name}, ${country}` : place.name
}
