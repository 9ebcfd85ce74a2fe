import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { MemoryCacheStorage } from '../../../../test/support/memory-caches'
import {
  SAVED_AREA_CACHE_PREFIX,
  SAVED_AREAS_RECORD_CACHE,
} from '../../../../sw/map/map-cache-names'
import { SaveAreaControl } from './SaveAreaControl'

/**
 * 'Guardar esta zona sin conexión', state by state: the estimate before saving, progress, and
 * how a save ends — saved, saved with a tile missing, cancelled, or refused by a full device —
 * with nothing of a save that did not finish left behind. The map is the subset of MapLibre
 * the control reads (its view and one raster source); Cache Storage is kept in memory (jsdom
 * has none); the network is a stand-in for the tile server.
 */
const TILES = 'http://localhost:3000/calles/{z}/{x}/{y}.png'
const HOSTED_STYLE = 'https://tiles.openfreemap.org/styles/liberty'

/** One raster source of 256-px tiles up to zoom 16, seen at zoom 14 over a few streets. */
function fakeMap(): MapLibreMap {
  const map = {
    getStyle: () => ({ sources: { calles: { type: 'raster' } } }),
    getSource: () => ({ type: 'raster', minzoom: 0, maxzoom: 16, tileSize: 256, tiles: [TILES] }),
    getBounds: () => ({
      getWest: () => -89.225,
      getSouth: () => 13.69,
      getEast: () => -89.215,
      getNorth: () => 13.697,
    }),
    getZoom: () => 14,
  }
  return map as unknown as MapLibreMap
}

const TILE_BYTES = 1_000

let storage: MemoryCacheStorage
/** Tile answers wait for this while a test holds them. */
let tileGate: Promise<void>
let failingTile: RegExp | null
let tileRequests: string[]

function network(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href)
  const signal = init?.signal
  if (url.pathname === '/api/config') {
    // The hosted street style is configured; the map shows the app's own (its fallback).
    return Promise.resolve(Response.json({ mapStyleUrl: HOSTED_STYLE }))
  }
  if (url.href === HOSTED_STYLE) return Promise.reject(new TypeError('Failed to fetch'))
  if (url.pathname === '/map/style.json') {
    return Promise.resolve(Response.json({ version: 8, sources: {}, layers: [] }))
  }
  if (url.pathname.startsWith('/calles/')) {
    tileRequests.push(url.pathname)
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      void tileGate.then(() => {
        if (signal?.aborted) return
        if (failingTile?.test(url.pathname)) resolve(new Response('', { status: 500 }))
        else resolve(new Response(new Uint8Array(TILE_BYTES), { status: 200 }))
      })
    })
  }
  return Promise.resolve(new Response('', { status: 404 }))
}

beforeEach(() => {
  localStorage.clear()
  storage = new MemoryCacheStorage()
  tileGate = Promise.resolve()
  failingTile = null
  tileRequests = []
  vi.stubGlobal('caches', storage)
  vi.stubGlobal('fetch', vi.fn(network))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function areaCaches(): Promise<string[]> {
  return (await storage.keys()).filter((name) => name.startsWith(SAVED_AREA_CACHE_PREFIX))
}

async function record(): Promise<unknown[]> {
  const cache = await storage.open(SAVED_AREAS_RECORD_CACHE)
  const stored = await cache.match('http://localhost:3000/saved-map-areas.json')
  return stored ? ((await stored.json()) as unknown[]) : []
}

/** Opens the control and waits for its estimate; returns the number of tiles it announced. */
async function askToSave(user: ReturnType<typeof userEvent.setup>): Promise<number> {
  render(<SaveAreaControl map={fakeMap()} styleUrl="/map/style.json" />)
  await user.click(screen.getByRole('button', { name: 'Guardar esta zona sin conexión' }))
  const estimate = await screen.findByText(/^Se guardarán \d+ mosaicos \(≈ \d+,\d MB\)$/)
  return Number(/(\d+) mosaicos/.exec(estimate.textContent ?? '')?.[1])
}

describe('saving an area', () => {
  test('says how many tiles and MB first, fetches nothing until confirmed, then saves', async () => {
    const user = userEvent.setup()
    const tiles = await askToSave(user)
    // Zooms 15 and 16 of the source (14 and two more, stopped at its maxzoom).
    expect(tiles).toBeGreaterThan(2)
    // Each tile at ~25 KB and the config and style (not cached yet) at ~300 KB each.
    expect(
      screen.getByText(
        `Se guardarán ${tiles} mosaicos (≈ ${((tiles * 25_000 + 600_000) / 1e6).toFixed(1).replace('.', ',')} MB)`,
      ),
    ).toBeInTheDocument()
    expect(tileRequests).toEqual([])

    await user.click(screen.getByRole('button', { name: /^Guardar$/ }))
    await screen.findByText(/^Zona guardada \(\d+,\d MB\)\. Podrás verla sin conexión hasta el/)
    expect(tileRequests).toHaveLength(tiles)
    const [area] = await areaCaches()
    expect(area).toBeDefined()
    const keys = (await (await storage.open(area!)).keys()).map((request) => request.url)
    expect(keys).toHaveLength(tiles + 2)
    // The style the map shows is what opens offline, not the one it could not load.
    expect(keys).toContain('http://localhost:3000/map/style.json')
    expect(keys).not.toContain(HOSTED_STYLE)
    expect(await record()).toEqual([
      expect.objectContaining({
        cacheName: area,
        tiles,
        zooms: [14, 16],
        bytes: expect.any(Number) as number,
      }),
    ])
  })

  test('shows its progress and, cancelled, leaves nothing of the area behind', async () => {
    const user = userEvent.setup()
    let release = () => {}
    tileGate = new Promise((resolve) => (release = resolve))
    const tiles = await askToSave(user)
    await user.click(screen.getByRole('button', { name: /^Guardar$/ }))

    // The config and style are in; the tiles are on their way.
    const progress = await screen.findByRole('progressbar', { name: 'Progreso del guardado' })
    await vi.waitFor(() => expect(progress).toHaveAttribute('value', '2'))
    expect(progress).toHaveAttribute('max', String(tiles + 2))
    const share = Math.round((2 / (tiles + 2)) * 100)
    expect(screen.getByRole('status')).toHaveTextContent(`Guardando… ${share} %`)
    expect(await areaCaches()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await screen.findByText('Guardado cancelado. No se guardó nada de esta zona.')
    release()
    expect(await areaCaches()).toEqual([])
    expect(await record()).toEqual([])
    // Back to the start: the area can be saved again.
    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.getByRole('button', { name: 'Guardar esta zona sin conexión' })).toBeEnabled()
  })

  test('a tile that fails is named in the result; the rest of the area is kept', async () => {
    const user = userEvent.setup()
    failingTile = /^\/calles\/16\//
    const tiles = await askToSave(user)
    await user.click(screen.getByRole('button', { name: /^Guardar$/ }))
    await screen.findByText(/^Zona guardada/)
    const failed = tileRequests.filter((path) => failingTile?.test(path)).length
    expect(failed).toBeGreaterThan(1)
    expect(
      screen.getByText(
        `No se pudieron guardar ${failed} mosaicos; esa parte del mapa puede verse incompleta.`,
      ),
    ).toBeInTheDocument()
    const [area] = await areaCaches()
    expect((await (await storage.open(area!)).keys()).length).toBe(tiles + 2 - failed)
  })

  test('every tile failing saves nothing and says to check the connection', async () => {
    const user = userEvent.setup()
    await askToSave(user)
    // The config and style fail too once the connection is gone.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await user.click(screen.getByRole('button', { name: /^Guardar$/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar la zona. Revisa tu conexión e inténtalo de nuevo.',
    )
    expect(await areaCaches()).toEqual([])
    expect(await record()).toEqual([])
  })

  test('a full device (QuotaExceededError) stops the save with a clear message', async () => {
    const user = userEvent.setup()
    // Room for the config and style, not for a tile.
    storage.quotaBytes = 500
    await askToSave(user)
    await user.click(screen.getByRole('button', { name: /^Guardar$/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El dispositivo se quedó sin espacio mientras se guardaba la zona, así que no se guardó.',
    )
    expect(await areaCaches()).toEqual([])
    expect(await record()).toEqual([])
  })
})
