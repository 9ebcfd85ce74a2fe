import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LostPetDoc } from '@contract/lost-pets.contract'
import type { SightingDoc } from '@contract/lost-pets.contract'
import type { ListedLostPet, ListedSighting } from './lost-pets.repo'
import type { LostPetsMapProps } from './map/LostPetsMap'
import { alertDoc, sightingDoc } from '../../../test/support/component/map-test-docs'
import { SEARCH_DEBOUNCE_MS } from './LostPetsPage'

/**
 * The 'Lista' / 'Mapa' switch on /lost-pets, with the page's own filtering: the map is handed
 * the list's filtered arrays and the device's sightings, and draws one marker per place. WebGL
 * is not in jsdom: the MapLibre component is replaced by the markers it would draw (the real
 * SpotButton), everything around it is the real page.
 */
const hoisted = vi.hoisted(() => ({
  pets: [] as ListedLostPet[],
  sightings: [] as ListedSighting[],
  mapLoads: 0,
}))

vi.mock('./use-lost-pets', () => ({
  useLostPets: () => ({ pets: hoisted.pets, isLoading: false, hasError: false, retry: vi.fn() }),
}))
vi.mock('./found/use-found-reports', () => ({ useFoundReports: () => [] }))
vi.mock('./use-position', () => ({ usePosition: () => null }))
vi.mock('../auth', () => ({ useSession: () => ({ user: { id: 'me' } }) }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('./map/use-device-sightings', () => ({ useDeviceSightings: () => hoisted.sightings }))
vi.mock('./map/LostPetsMap', async () => {
  const { SpotButton } = await import('./map/MapKinds')
  hoisted.mapLoads += 1
  return {
    default: ({ spots, selectedKey, cardId, onSelect }: LostPetsMapProps) => (
      <div role="region" aria-label="Mapa de prueba">
        {spots.map((spot) => (
          <SpotButton
            key={spot.key}
            spot={spot}
            isSelected={spot.key === selectedKey}
            cardId={cardId}
            onSelect={onSelect}
          />
        ))}
      </div>
    ),
  }
})

const { LostPetsPage } = await import('./LostPetsPage')

/** Listed an hour ago, and never expiring: within the list's default filters whenever it runs. */
function alert(id: string, name: string, changes: Partial<LostPetDoc> = {}): ListedLostPet {
  const listed = new Date(Date.now() - 3_600_000).toISOString()
  return {
    ...alertDoc(id, name, {
      expiresAt: '2099-01-01T00:00:00Z',
      createdAt: listed,
      updatedAt: listed,
    }),
    syncState: 'synced',
    ...changes,
  }
}

const sighting = (id: string, lostPetId: string, place: Partial<SightingDoc>): ListedSighting => ({
  ...sightingDoc(id, lostPetId, place),
  syncState: 'synced',
})

const viewSwitch = () => screen.getByRole('group', { name: 'Ver como' })
const mapButton = () => within(viewSwitch()).getByRole('button', { name: 'Mapa' })
const listButton = () => within(viewSwitch()).getByRole('button', { name: 'Lista' })

beforeEach(() => {
  hoisted.pets = [
    alert('a-luna', 'Luna'),
    // Older than Luna's: the list (newest first), and so the map, put Luna first. Two alerts
    // stamped by two calls to Date.now() could otherwise differ by a millisecond either way.
    alert('a-toby', 'Toby', {
      latitude: 13.69,
      longitude: -89.23,
      createdAt: new Date(Date.now() - 7_200_000).toISOString(),
    }),
  ]
  hoisted.sightings = [
    sighting('s-luna', 'a-luna', { latitude: 13.705, longitude: -89.215 }),
    // Of an alert this list does not show: never on the map.
    sighting('s-gone', 'a-elsewhere', { latitude: 13.8, longitude: -89.1 }),
  ]
  // jsdom has no layout: the focus hook's scroll is a no-op here.
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  vi.useRealTimers()
})

describe("the /lost-pets 'Lista' / 'Mapa' switch", () => {
  test('starts on the list; the map, loaded only when asked for, shows what the list shows', async () => {
    render(<LostPetsPage />)
    expect(listButton()).toHaveAttribute('aria-pressed', 'true')
    expect(mapButton()).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('list', { name: 'Mascotas perdidas' })).toBeInTheDocument()
    expect(hoisted.mapLoads).toBe(0)

    fireEvent.click(mapButton())
    const map = await screen.findByRole('region', { name: 'Mapa de prueba' })
    expect(hoisted.mapLoads).toBe(1)
    expect(mapButton()).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('list', { name: 'Mascotas perdidas' })).toBeNull()
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.getAttribute('aria-label')),
    ).toEqual(['Luna', 'Toby', 'Avistamiento de Luna'])
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.dataset.mapKind),
    ).toEqual(['lost', 'lost', 'sighting'])
    const legend = screen.getByRole('list', { name: 'Leyenda del mapa' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Perdida', 'Avistamiento', 'Encontrada'])
  })

  test('a search that takes an alert off the list takes it and its sightings off the map', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    render(<LostPetsPage />)
    fireEvent.click(mapButton())
    const map = await screen.findByRole('region', { name: 'Mapa de prueba' })
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'toby' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10)
    })
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.getAttribute('aria-label')),
    ).toEqual(['Toby'])
  })

  test('a marker opens its card; "Ver en la lista" brings the list back at that card', async () => {
    render(<LostPetsPage />)
    fireEvent.click(mapButton())
    const map = await screen.findByRole('region', { name: 'Mapa de prueba' })
    const marker = within(map).getByRole('button', { name: 'Toby' })
    fireEvent.click(marker)
    expect(marker).toHaveAttribute('aria-expanded', 'true')
    const card = screen.getByRole('dialog', { name: 'Toby' })
    expect(card).toHaveTextContent('Se perdió el 27 nov a las 08:30')
    expect(card).toHaveFocus()
    fireEvent.keyDown(card, { key: 'Escape' })
    expect(screen.queryByRole('dialog', { name: 'Toby' })).toBeNull()
    expect(marker).toHaveAttribute('aria-expanded', 'false')

    fireEvent.click(marker)
    const reopened = screen.getByRole('dialog', { name: 'Toby' })

    fireEvent.click(within(reopened).getByRole('button', { name: 'Ver en la lista: Toby' }))
    expect(listButton()).toHaveAttribute('aria-pressed', 'true')
    const toby = screen.getByRole('article', { name: /Toby/ })
    expect(toby).toHaveFocus()
  })

  test("a notification's link still focuses its alert's card, as before the map", () => {
    render(<LostPetsPage focusAlertId="a-toby" />)
    expect(screen.getByRole('article', { name: /Toby/ })).toHaveFocus()
  })

  test('with nothing to draw, the map view says so and MapLibre is not loaded', async () => {
    hoisted.pets = [alert('a-nada', 'Nada', { latitude: null, longitude: null })]
    hoisted.mapLoads = 0
    vi.resetModules()
    const { LostPetsPage: Fresh } = await import('./LostPetsPage')
    render(<Fresh />)
    fireEvent.click(mapButton())
    await screen.findByText('Nada que mostrar en el mapa')
    expect(screen.getByText('Ninguna de las mascotas de la lista tiene ubicación.')).toBeVisible()
    expect(hoisted.mapLoads).toBe(0)
  })
})
