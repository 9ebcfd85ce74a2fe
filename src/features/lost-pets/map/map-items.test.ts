import { describe, expect, it } from 'vitest'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import { filterFoundReports } from '../found/found-list'
import { defaultFilters, filterLostPets, type LostPetFilters } from '../lost-pet-list'
import { boundsOf, mapItems, spotsOf } from './map-items'
import {
  alertDoc as alert,
  sightingDoc as sighting,
} from '../../../../test/support/component/map-test-docs'

const now = Date.parse('2026-11-28T12:00:00Z')
const from = { latitude: 13.7, longitude: -89.22 }

const report: FoundReportDoc = {
  id: 'r1',
  reporterId: 'finder',
  species: 'cat',
  breed: null,
  colours: ['white'],
  size: null,
  sex: null,
  hasCollar: false,
  collarText: null,
  photos: [],
  latitude: 13.69,
  longitude: -89.23,
  location: 'San Benito',
  foundDate: '2026-11-28',
  foundTime: '09:15',
  whereabouts: 'with-finder',
  placeDetail: null,
  description: '',
  contact: null,
  status: 'open',
  linkedLostPetId: null,
  createdAt: '2026-11-28T09:15:00Z',
  updatedAt: '2026-11-28T09:15:00Z',
}

const luna = alert('a-luna', 'Luna')
const toby = alert('a-toby', 'Toby', { species: 'cat', latitude: 13.71, longitude: -89.2 })
const kira = alert('a-kira', 'Kira', { status: 'found', latitude: 13.69, longitude: -89.23 })
const pets = [luna, toby, kira]
const sightings = [
  sighting('s-luna', 'a-luna'),
  sighting('s-toby', 'a-toby', { latitude: 13.72, longitude: -89.19 }),
  // A sighting whose alert this device does not list at all (the user's own, elsewhere).
  sighting('s-other', 'a-elsewhere'),
]

/** What LostPetsPage hands the map: the same filtered arrays as the list. */
function onMap(filters: LostPetFilters) {
  const options = { from, now }
  const alerts = filterLostPets(pets, filters, options)
  const foundReports =
    filters.status === 'found' ? filterFoundReports([report], filters, options) : []
  return mapItems({ alerts, foundReports, sightings })
}

describe('the /lost-pets map follows the list', () => {
  it("shows the lost tab's alerts and the sightings of those alerts only", () => {
    const { items } = onMap(defaultFilters)
    expect(items.map((item) => [item.kind, item.label, item.listId])).toEqual([
      ['lost', 'Luna', 'a-luna'],
      ['lost', 'Toby', 'a-toby'],
      ['sighting', 'Avistamiento de Luna', 'a-luna'],
      ['sighting', 'Avistamiento de Toby', 'a-toby'],
    ])
    expect(items.find((item) => item.listId === 'a-elsewhere')).toBeUndefined()
  })

  it('leaves off an alert the search filters out of the list, and its sightings with it', () => {
    const { items } = onMap({ ...defaultFilters, search: 'luna' })
    expect(items.map((item) => item.key)).toEqual(['lost:a-luna', 'sighting:s-luna'])
  })

  it('leaves off what the type filter hides', () => {
    const { items } = onMap({ ...defaultFilters, type: 'cat' })
    expect(items.map((item) => item.key)).toEqual(['lost:a-toby', 'sighting:s-toby'])
  })

  it("shows the 'Encontradas' tab: found reports and alerts marked found, both as found", () => {
    const { items } = onMap({ ...defaultFilters, status: 'found' })
    expect(items.map((item) => [item.key, item.kind, item.label, item.moment])).toEqual([
      ['found:r1', 'found', 'Gato encontrado', 'found'],
      ['found:a-kira', 'found', 'Kira', 'lost'],
    ])
    // The found report's own list entry, its time as reported.
    expect(items[0]).toMatchObject({ listId: 'r1', date: '2026-11-28', time: '09:15' })
  })

  it('counts listed items without a place instead of drawing them anywhere', () => {
    const placeless = alert('a-nada', 'Nada', { latitude: null, longitude: null })
    const { items, unplaced } = mapItems({
      alerts: [placeless, luna],
      foundReports: [],
      sightings: [sighting('s-nowhere', 'a-luna', { latitude: null, longitude: null })],
    })
    expect(items.map((item) => item.key)).toEqual(['lost:a-luna'])
    expect(unplaced).toBe(1)
  })

  it('marks what is still queued on this device', () => {
    const { items } = mapItems({
      alerts: [{ ...luna, syncState: 'pending' }],
      foundReports: [],
      sightings: [{ ...sighting('s-luna', 'a-luna'), syncState: 'synced' }],
    })
    expect(items.map((item) => item.isPending)).toEqual([true, false])
  })
})

describe('spotsOf', () => {
  it('puts what shares a place (one privacy cell centre) under one marker', () => {
    const sameCell = alert('a-bruno', 'Bruno', {
      latitude: luna.latitude,
      longitude: luna.longitude,
    })
    const { items } = mapItems({ alerts: [luna, sameCell, toby], foundReports: [], sightings: [] })
    const spots = spotsOf(items)
    expect(spots.map((spot) => spot.items.map((item) => item.label))).toEqual([
      ['Luna', 'Bruno'],
      ['Toby'],
    ])
    expect(boundsOf(spots)).toEqual([
      [-89.221, 13.701],
      [-89.2, 13.71],
    ])
  })

  it('has no bounds without spots', () => {
    expect(boundsOf([])).toBeNull()
  })
})
