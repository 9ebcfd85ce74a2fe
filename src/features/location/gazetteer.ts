import { distanceKm } from '@contract/geo'

/**
 * The offline gazetteer (public/gazetteer.json, built from GeoNames' cities by
 * scripts/build-gazetteer.mjs, format 1 described there): the nearest known place to a point,
 * for a location the reverse geocoder could not name. Loaded on first use only — this module
 * is imported lazily — and precached by the service worker, so it answers offline too.
 *
 * Lookup: places are binned into 1° × 1° cells; a query reads the cells that can hold a place
 * within `maxKm` (a few cells, a few hundred places at most) and keeps the closest.
 */
export interface GazetteerFile {
  format: 1
  attribution: string
  scale: number
  countries: Record<string, { names: string; lat: number[]; lng: number[] }>
}

export interface NearestPlace {
  name: string
  /** ISO 3166-1 alpha-2 */
  countryCode: string
  distanceKm: number
}

export interface FoundPlace {
  name: string
  /** ISO 3166-1 alpha-2 */
  countryCode: string
  latitude: number
  longitude: number
}

export interface Gazetteer {
  nearest(latitude: number, longitude: number, maxKm?: number): NearestPlace | null
  /**
   * Places by name, ignoring case and accents ('queretaro' finds Querétaro): exact names
   * first, then names that start with the text, then names with a word that does; shorter
   * names first within each. At most `limit`; none for fewer than 2 letters.
   */
  search(text: string, limit?: number): FoundPlace[]
}

/** 'Querétaro' → 'queretaro': what place names are compared on. */
export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

export const GAZETTEER_URL = '/gazetteer.json'
/** Farther than this from every known place (open sea), a point keeps its coordinates. */
export const DEFAULT_MAX_KM = 100
const KM_PER_DEGREE = 111.2

const cellKey = (latCell: number, lngCell: number) => latCell * 1000 + lngCell

export function parseGazetteer(file: GazetteerFile): Gazetteer {
  if (file.format !== 1) throw new Error(`Unknown gazetteer format ${String(file.format)}`)
  const names: string[] = []
  const countries: string[] = []
  const lats: number[] = []
  const lngs: number[] = []
  const cells = new Map<number, number[]>()
  for (const [code, country] of Object.entries(file.countries)) {
    const countryNames = country.names.split('|')
    let lat = 0
    countryNames.forEach((name, index) => {
      lat += country.lat[index] ?? 0
      const latitude = lat / file.scale
      const longitude = (country.lng[index] ?? 0) / file.scale
      const id = names.length
      names.push(name)
      countries.push(code)
      lats.push(latitude)
      lngs.push(longitude)
      const key = cellKey(Math.floor(latitude), Math.floor(longitude))
      const cell = cells.get(key)
      if (cell) cell.push(id)
      else cells.set(key, [id])
    })
  }

  let folded: string[] | null = null

  return {
    search(text, limit = 8) {
      const wanted = foldName(text)
      if (wanted.length < 2) return []
      folded ??= names.map(foldName)
      const ranked: { id: number; rank: number }[] = []
      folded.forEach((name, id) => {
        let rank = -1
        if (name === wanted) rank = 0
        else if (name.startsWith(wanted)) rank = 1
        else if (name.includes(` ${wanted}`)) rank = 2
        if (rank >= 0) ranked.push({ id, rank })
      })
      ranked.sort(
        (a, b) =>
          a.rank - b.rank ||
          (names[a.id] ?? '').length - (names[b.id] ?? '').length ||
          (names[a.id] ?? '').localeCompare(names[b.id] ?? ''),
      )
      return ranked.slice(0, limit).map(({ id }) => ({
        name: names[id] ?? '',
        countryCode: countries[id] ?? '',
        latitude: lats[id] ?? 0,
        longitude: lngs[id] ?? 0,
      }))
    },

    nearest(latitude, longitude, maxKm = DEFAULT_MAX_KM) {
      const latSpan = Math.ceil(maxKm / KM_PER_DEGREE)
      // A degree of longitude shrinks towards the poles; cap the span near them.
      const cos = Math.max(Math.cos((Math.abs(latitude) * Math.PI) / 180), 0.05)
      const lngSpan = Math.min(Math.ceil(maxKm / (KM_PER_DEGREE * cos)), 180)
      const latCell = Math.floor(latitude)
      const lngCell = Math.floor(longitude)
      let best: NearestPlace | null = null
      for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
        for (let dLng = -lngSpan; dLng <= lngSpan; dLng++) {
          // Longitudes wrap at the antimeridian: cell -181 is cell 179.
          const wrapped = ((((lngCell + dLng + 180) % 360) + 360) % 360) - 180
          for (const id of cells.get(cellKey(latCell + dLat, wrapped)) ?? []) {
            const km = distanceKm(
              { latitude, longitude },
              { latitude: lats[id] ?? 0, longitude: lngs[id] ?? 0 },
            )
            if (km <= maxKm && (best === null || km < best.distanceKm)) {
              best = { name: names[id] ?? '', countryCode: countries[id] ?? '', distanceKm: km }
            }
          }
        }
      }
      return best
    },
  }
}

let loading: Promise<Gazetteer> | null = null

/** The app's gazetteer, fetched once per page (from the worker's precache when installed). */
export function loadGazetteer(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
  loading ??= fetchImpl(GAZETTEER_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`GET ${GAZETTEER_URL}: ${response.status}`)
      return response.json() as Promise<GazetteerFile>
    })
    .then(parseGazetteer)
    .catch((error: unknown) => {
      loading = null // a later call tries again (the network may be back)
      throw error
    })
  return loading
}
