import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import type { LostPetDoc } from '../../../db/schemas/lost-pets.schema'
import type { SightingDoc } from '../../../db/schemas/sightings.schema'
import { foundPets as ft } from '../../../i18n/es/found-pets'
import { lostPets as t } from '../../../i18n/es/lost-pets'
import type { SyncState } from '../../../sync'

/**
 * What the /lost-pets map shows, as a pure function of what the list shows: the alerts and
 * found reports the page already filtered (its tab, search and filter panel — the map never
 * filters on its own, so the two views cannot disagree), plus the sightings on this device of
 * those alerts only. Places are used as the device holds them: someone else's alert or report
 * comes already snapped to the privacy cell's centre, and stays there.
 *
 * Several items often share one place (every alert of a privacy cell has the cell's centre),
 * so the map draws one marker per place (`spotsOf`), which opens the list of what is there.
 */
export type MapItemKind = 'lost' | 'sighting' | 'found'

export interface MapItem {
  /** unique across kinds: `${kind}:${id}` */
  key: string
  kind: MapItemKind
  latitude: number
  longitude: number
  /** the pet's name, 'Perro encontrado', or 'Avistamiento de Luna' */
  label: string
  /** the reporter's calendar day ('YYYY-MM-DD') and time ('HH:MM', may be empty) */
  date: string
  time: string
  /** what the date is: when the pet was lost, seen, or found */
  moment: 'lost' | 'seen' | 'found'
  /** the list entry that shows this item: the alert (a sighting's own alert) or the report */
  listId: string
  isPending: boolean
}

export interface MapSpot {
  key: string
  latitude: number
  longitude: number
  /** in the list's order (reports, then alerts), then sightings, newest first */
  items: MapItem[]
}

type Synced = { syncState?: SyncState }

export interface MapInputs {
  /** the alerts the list shows (LostPetsPage's `listed`) */
  alerts: readonly (LostPetDoc & Synced)[]
  /** the found reports the list shows (LostPetsPage's `foundListed`) */
  foundReports: readonly (FoundReportDoc & Synced)[]
  /** every sighting on this device; only those of listed alerts are kept */
  sightings: readonly (SightingDoc & Synced)[]
}

function placeOf(latitude: number | null, longitude: number | null) {
  if (latitude === null || longitude === null) return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

const isPending = (item: Synced) => item.syncState !== undefined && item.syncState !== 'synced'

/** The items with a place, and how many listed ones have none (they cannot be drawn). */
export function mapItems({ alerts, foundReports, sightings }: MapInputs): {
  items: MapItem[]
  unplaced: number
} {
  const items: MapItem[] = []
  let unplaced = 0
  const add = (
    item: Omit<MapItem, 'latitude' | 'longitude'>,
    lat: number | null,
    lng: number | null,
  ) => {
    const place = placeOf(lat, lng)
    if (place) items.push({ ...item, ...place })
    return place !== null
  }

  for (const report of foundReports) {
    const isPlaced = add(
      {
        key: `found:${report.id}`,
        kind: 'found',
        label: ft.card.title(ft.species[report.species]),
        date: report.foundDate,
        time: report.foundTime,
        moment: 'found',
        listId: report.id,
        isPending: isPending(report),
      },
      report.latitude,
      report.longitude,
    )
    if (!isPlaced) unplaced += 1
  }

  const names = new Map<string, string>()
  for (const alert of alerts) {
    names.set(alert.id, alert.name)
    const isPlaced = add(
      {
        key: `${alert.status === 'found' ? 'found' : 'lost'}:${alert.id}`,
        // Under 'Encontradas' an alert is a happy ending: it reads as found on the map too.
        kind: alert.status === 'found' ? 'found' : 'lost',
        label: alert.name,
        date: alert.lastSeenDate,
        time: alert.lastSeenTime,
        moment: 'lost',
        listId: alert.id,
        isPending: isPending(alert),
      },
      alert.latitude,
      alert.longitude,
    )
    if (!isPlaced) unplaced += 1
  }

  const seen = sightings
    .filter((sighting) => names.has(sighting.lostPetId))
    .sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`))
  for (const sighting of seen) {
    // A sighting without a place is still on its alert's card; it is not counted as missing.
    add(
      {
        key: `sighting:${sighting.id}`,
        kind: 'sighting',
        label: t.map.sightingOf(names.get(sighting.lostPetId) ?? ''),
        date: sighting.date,
        time: sighting.time,
        moment: 'seen',
        listId: sighting.lostPetId,
        isPending: isPending(sighting),
      },
      sighting.latitude,
      sighting.longitude,
    )
  }
  return { items, unplaced }
}

/** ~1 m: items closer than this are one marker (the privacy cell's centres are identical). */
const SAME_PLACE_DECIMALS = 5

/** One marker per place, in the order the places first appear among the items. */
export function spotsOf(items: readonly MapItem[]): MapSpot[] {
  const spots = new Map<string, MapSpot>()
  for (const item of items) {
    const key = `${item.latitude.toFixed(SAME_PLACE_DECIMALS)},${item.longitude.toFixed(SAME_PLACE_DECIMALS)}`
    const spot = spots.get(key)
    if (spot) spot.items.push(item)
    else spots.set(key, { key, latitude: item.latitude, longitude: item.longitude, items: [item] })
  }
  return [...spots.values()]
}

/** The box around every spot, [[west, south], [east, north]], or null with none. */
export function boundsOf(spots: readonly MapSpot[]): [[number, number], [number, number]] | null {
  if (spots.length === 0) return null
  const lats = spots.map((spot) => spot.latitude)
  const lngs = spots.map((spot) => spot.longitude)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}
