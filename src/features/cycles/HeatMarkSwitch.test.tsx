import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { heatMarkMessages } from '@contract/heat-marks.contract'
import { closeDatabase, openDatabase, type HuellitasDatabase } from '../../db'
import { setSyncContext } from '../../sync/context'
import {
  currentPendingWrites,
  sendPendingWrites,
  startWriteQueue,
  stopWriteQueue,
} from '../../sync/write-queue'
import { petDoc } from '../../../test/support/pet-fixtures'
import { sessionStore } from '../../session/session-store'
import { renderInRouter } from '../landing/render-in-router'
import { ReproductiveHealthPage } from './ReproductiveHealthPage'

/**
 * The 'En celo' switch on /reproductive-health over the real local database and the real write
 * queue (fake-indexeddb); only the server is a stub fetch that keeps the marks like the real
 * route does, so the test sees what goes over the wire and how often.
 */
const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f00', name: 'Ana', email: 'ana@example.com' }
const origin = 'http://huellitas.test'
const until = '2099-01-01T00:00:00.000Z'

type Mode = 'online' | 'offline' | 'refuse'
let mode: Mode
let marks: Map<string, boolean>
let puts: { petId: string; key: string | null; body: unknown }[]
let database: HuellitasDatabase

async function server(request: Request): Promise<Response> {
  if (mode === 'offline') throw new TypeError('Failed to fetch')
  const petId = decodeURIComponent(new URL(request.url).pathname.split('/')[3] ?? '')
  if (request.method === 'PUT') {
    const body = (await request.clone().json()) as { inHeat: boolean }
    puts.push({ petId, key: request.headers.get('Idempotency-Key'), body })
    if (mode === 'refuse') return Response.json({ error: 'refused' }, { status: 400 })
    marks.set(petId, body.inHeat)
  }
  const inHeat = marks.get(petId) ?? false
  return Response.json({ success: true, heatMark: { inHeat, until: inHeat ? until : null } })
}

const pet = (overrides: Partial<PetDoc>) => petDoc({ ownerId: owner.id, ...overrides })

beforeEach(async () => {
  mode = 'online'
  marks = new Map()
  puts = []
  localStorage.clear()
  sessionStore.signIn(owner as never, 'token')
  const factory = new IDBFactory()
  database = await openDatabase(owner.id, {
    indexedDb: { indexedDB: factory, IDBKeyRange },
    multiInstance: false,
    collections: ['pets', 'cycleRecords'],
  })
  startWriteQueue({ userId: owner.id, token: 'token', origin, indexedDB: factory, fetch: server })
  setSyncContext({
    database,
    http: ky.create({
      prefixUrl: `${origin}/api`,
      retry: 0,
      fetch: (input) => server(input as Request),
    }),
    user: owner as never,
    reSync: vi.fn(),
  })
})

afterEach(async () => {
  cleanup()
  await stopWriteQueue({ clear: true })
  setSyncContext(null)
  await closeDatabase()
  sessionStore.signOut()
})

async function show(pets: PetDoc[]) {
  await database.pets.bulkInsert(pets)
  await renderInRouter(<ReproductiveHealthPage />)
}

async function lunaSwitch() {
  const luna = await screen.findByRole('article', { name: 'Luna' })
  return { luna: within(luna), toggle: within(luna).getByRole('switch', { name: 'En celo' }) }
}

describe('HeatMarkSwitch', () => {
  it('off by default, explained; turns on and off at once, saved on the server', async () => {
    await show([pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' })])
    const { luna, toggle } = await lunaSwitch()
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(toggle).toHaveAccessibleDescription(/dato privado.*desactivado por defecto/)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(marks.get('luna')).toBe(true))
    await waitFor(() => expect(currentPendingWrites()).toHaveLength(0))
    expect(luna.queryByRole('img', { name: 'Pendiente de sincronizar' })).toBeNull()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await waitFor(() => expect(marks.get('luna')).toBe(false))
    expect(puts.map((put) => put.body)).toEqual([
      expect.objectContaining({ inHeat: true }),
      expect.objectContaining({ inHeat: false }),
    ])
    expect(new Set(puts.map((put) => put.key)).size).toBe(2)
  })

  it('shows the server’s mark when it opens', async () => {
    marks.set('luna', true)
    await show([pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' })])
    const { toggle } = await lunaSwitch()
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
  })

  it('a refusal puts the switch back and says why, in Spanish', async () => {
    await show([pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' })])
    const { luna, toggle } = await lunaSwitch()
    mode = 'refuse'
    await userEvent.click(toggle)
    expect(await luna.findByRole('alert')).toHaveTextContent(heatMarkMessages.saveError)
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(marks.has('luna')).toBe(false)
    await waitFor(() => expect(currentPendingWrites()).toHaveLength(0))
  })

  it('a male has no switch', async () => {
    await show([
      pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' }),
      pet({ id: 'rocky', name: 'Rocky', gender: 'MALE' }),
    ])
    await lunaSwitch()
    expect(screen.getAllByRole('switch')).toHaveLength(1)
    expect(screen.queryByRole('article', { name: 'Rocky' })).toBeNull()
  })

  it('offline: queued and pending, still shown after reopening, sent once when back', async () => {
    await show([pet({ id: 'luna', name: 'Luna', gender: 'FEMALE' })])
    let { luna, toggle } = await lunaSwitch()
    mode = 'offline'
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(await luna.findByRole('img', { name: 'Pendiente de sincronizar' })).toBeInTheDocument()
    expect(luna.queryByRole('alert')).toBeNull()

    // The screen opened again while still offline: the queued change is what it shows.
    cleanup()
    await renderInRouter(<ReproductiveHealthPage />)
    ;({ luna, toggle } = await lunaSwitch())
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    expect(luna.getByRole('img', { name: 'Pendiente de sincronizar' })).toBeInTheDocument()

    mode = 'online'
    await sendPendingWrites({ ignoreBackoff: true })
    await waitFor(() =>
      expect(luna.queryByRole('img', { name: 'Pendiente de sincronizar' })).toBeNull(),
    )
    await waitFor(() => expect(currentPendingWrites()).toHaveLength(0))
    expect(puts).toHaveLength(1)
    expect(marks.get('luna')).toBe(true)

    // Offline again, the device remembers the server's answer.
    mode = 'offline'
    cleanup()
    await renderInRouter(<ReproductiveHealthPage />)
    ;({ toggle } = await lunaSwitch())
    expect(toggle).toHaveAttribute('aria-checked', 'true')
  })
})
