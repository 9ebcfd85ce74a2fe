import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryCacheStorage } from '../../../../test/support/memory-caches'
import { SAVED_AREAS_RECORD_CACHE, savedAreaCacheName } from '../../../../sw/map/map-cache-names'
import SavedAreasSection from './SavedAreasSection'
import type { SavedArea } from './saved-areas'

/**
 * Settings › 'Zonas sin conexión': what is listed comes from the device alone (the record and
 * Cache Storage, kept in memory here as jsdom has none), and 'Eliminar' frees the area's maps.
 */
const RECORD_URL = 'http://localhost:3000/saved-map-areas.json'
let storage: MemoryCacheStorage

const day = 24 * 60 * 60 * 1000
const now = Date.now()

function area(id: string, savedAt: number, extra: Partial<SavedArea> = {}): SavedArea {
  return {
    cacheName: savedAreaCacheName(savedAt, id),
    box: [-89.23, 13.68, -89.2, 13.7],
    zooms: [14, 16],
    savedAt,
    tiles: 40,
    bytes: 2_345_678,
    ...extra,
  }
}

async function store(areas: SavedArea[], withCaches: SavedArea[] = areas) {
  await (await storage.open(SAVED_AREAS_RECORD_CACHE)).put(RECORD_URL, Response.json(areas))
  for (const saved of withCaches) {
    await (
      await storage.open(saved.cacheName)
    ).put('http://localhost:3000/t/1.png', new Response('x'))
  }
}

async function recorded(): Promise<string[]> {
  const stored = await (await storage.open(SAVED_AREAS_RECORD_CACHE)).match(RECORD_URL)
  const areas = stored ? ((await stored.json()) as SavedArea[]) : []
  return areas.map((saved) => saved.cacheName)
}

beforeEach(() => {
  storage = new MemoryCacheStorage()
  vi.stubGlobal('caches', storage)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Zonas sin conexión', () => {
  test('with nothing saved, says how to save an area', async () => {
    render(<SavedAreasSection />)
    expect(screen.getByRole('heading', { name: 'Zonas sin conexión' })).toBeInTheDocument()
    expect(
      await screen.findByText(
        /^No has guardado ninguna zona\. En un mapa, pulsa «Guardar esta zona/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull()
  })

  test('lists each saved area, newest first, with its place, zooms, size and date', async () => {
    const older = area('aaaa1111', now - 3 * day, { place: 'San Salvador' })
    const newer = area('bbbb2222', now - day, { bytes: 480_000, zooms: [15, 17] })
    // Its maps are gone (deleted when they expired): not listed, and dropped from the record.
    const gone = area('cccc3333', now - 2 * day, { place: 'Santa Tecla' })
    await store([older, gone, newer], [older, newer])
    render(<SavedAreasSection />)

    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Zona sin nombreZoom 15–17 · 0,5 MB · Guardada el \d+ de \w+Eliminar$/,
      ),
      expect.stringMatching(/^Cerca de San SalvadorZoom 14–16 · 2,3 MB · Guardada el \d+ de \w+/),
    ])
    const date = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long' })
    expect(items[1]).toHaveTextContent(`Guardada el ${date.format(new Date(older.savedAt))}`)
    expect(await recorded()).toEqual([older.cacheName, newer.cacheName])
  })

  test("'Eliminar' deletes the area's maps and its record, and says so", async () => {
    const user = userEvent.setup()
    const kept = area('aaaa1111', now - 3 * day, { place: 'San Salvador' })
    const removed = area('bbbb2222', now - day, { place: 'Antiguo Cuscatlán' })
    await store([kept, removed])
    render(<SavedAreasSection />)

    const item = (await screen.findByText('Cerca de Antiguo Cuscatlán')).closest('li')!
    await user.click(
      within(item).getByRole('button', { name: 'Eliminar: Cerca de Antiguo Cuscatlán' }),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se eliminó Cerca de Antiguo Cuscatlán. Ya no estará disponible sin conexión.',
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(await storage.has(removed.cacheName)).toBe(false)
    expect(await storage.has(kept.cacheName)).toBe(true)
    expect(await recorded()).toEqual([kept.cacheName])

    await user.click(screen.getByRole('button', { name: 'Eliminar: Cerca de San Salvador' }))
    await screen.findByText(/^No has guardado ninguna zona/)
    expect(await recorded()).toEqual([])
  })
})
