import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { firstValueFrom } from 'rxjs'
import { filter } from 'rxjs/operators'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicUser } from '@contract/auth.contract'
import type { ProfileDoc } from '@contract/users.contract'
import { closeDatabase, openDatabase, type HuellitasDatabase } from '../../db'
import { setSyncContext } from '../../sync/context'
import { currentPendingWrites, startWriteQueue, stopWriteQueue } from '../../sync/write-queue'
import { followProfileIntoSession } from '../../sync/profile-follower'
import { sessionStore } from '../../session/session-store'
import { savePrivacySettings, saveUserLocation, updateProfile } from './account.actions'
import { observeMyProfile } from './profile.repo'

/**
 * The account actions over the real write queue and RxDB (fake-indexeddb); only the server is a
 * stub fetch, so the test sees exactly what would go over the wire.
 */
const user: PublicUser = {
  id: '0f8c2b9e-6f2b-4c1e-9d7a-5b0e1c2d3e4f',
  name: 'Ana Martínez',
  email: 'ana@huellitas.app',
  phone: null,
  avatar: null,
  banner: null,
  bio: null,
  location: 'San Salvador',
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  createdAt: '2025-01-15T12:00:00.000Z',
  subscription: { type: 'free', plan: null, expiresAt: null },
}
const replicated: ProfileDoc = {
  ...user,
  shareLocation: false,
  discoverable: true,
  showDistance: true,
  updatedAt: '2025-02-01T00:00:00.000Z',
}

type Handler = (request: Request) => Response | Promise<Response>
let database: HuellitasDatabase
let requests: { method: string; path: string; key: string | null; body: unknown }[]
let handler: Handler

beforeEach(async () => {
  requests = []
  const factory = new IDBFactory()
  database = await openDatabase(user.id, {
    indexedDb: { indexedDB: factory, IDBKeyRange },
    multiInstance: false,
    collections: ['profile'],
  })
  await database.profile.insert(replicated)
  startWriteQueue({
    userId: user.id,
    token: 'token-1',
    origin: 'http://huellitas.test',
    indexedDB: factory,
    fetch: async (request) => {
      const text = await request.clone().text()
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
        body: text ? JSON.parse(text) : null,
      })
      return handler(request)
    },
  })
  setSyncContext({ database, http: {} as never, user, reSync: vi.fn() })
})

afterEach(async () => {
  await stopWriteQueue({ clear: true })
  setSyncContext(null)
  await closeDatabase()
  sessionStore.signOut()
})

const answer = (doc: ProfileDoc) => Response.json({ user: doc })

async function shown(): Promise<ProfileDoc & { syncState: string }> {
  const profile = await firstValueFrom(observeMyProfile(database, user.id))
  if (!profile) throw new Error('no profile shown')
  return profile
}

describe('updateProfile', () => {
  it('sends the parsed change once with an Idempotency-Key and shows it pending meanwhile', async () => {
    let release: () => void = () => undefined
    handler = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            answer({ ...replicated, name: 'Ana María', updatedAt: '2025-03-01T00:00:00.000Z' }),
          )
      })
    const saving = updateProfile({
      name: '  Ana María ',
      bio: '',
      phone: '7777-0000',
      location: 'Santa Tecla',
    })
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    expect(await shown()).toMatchObject({
      name: 'Ana María',
      bio: null,
      phone: '7777-0000',
      location: 'Santa Tecla',
      syncState: 'pending',
    })
    release()
    expect(await saving).toEqual({ ok: true, id: user.id, status: 'saved' })
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/users/profile',
      body: { name: 'Ana María', bio: null, phone: '7777-0000', location: 'Santa Tecla' },
    })
    expect(requests[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('offline: the change waits on the device, shown pending', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'))
    const result = await updateProfile({ name: 'Ana sin red' })
    expect(result).toEqual({ ok: true, id: user.id, status: 'queued' })
    expect(await shown()).toMatchObject({ name: 'Ana sin red', syncState: 'pending' })
    await vi.waitFor(() => expect(currentPendingWrites()).toHaveLength(1))
  })

  it("a refusal rolls back with the server's message", async () => {
    handler = () =>
      Response.json({ error: 'validation', message: 'El nombre es obligatorio.' }, { status: 400 })
    const result = await updateProfile({ name: 'Ana' })
    expect(result).toMatchObject({ ok: false, message: 'El nombre es obligatorio.' })
    await vi.waitFor(() => expect(currentPendingWrites()).toHaveLength(0))
    expect(await shown()).toMatchObject({ name: 'Ana Martínez', syncState: 'synced' })
  })

  it('invalid input never reaches the queue or the network', async () => {
    handler = () => answer(replicated)
    expect(await updateProfile({ name: '   ' })).toMatchObject({
      ok: false,
      message: 'El nombre es obligatorio.',
    })
    expect(requests).toHaveLength(0)
    await vi.waitFor(() => expect(currentPendingWrites()).toHaveLength(0))
  })
})

describe('saveUserLocation', () => {
  it('coordinates turn sharing on; all null clears it and turns it off', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'))
    await saveUserLocation({
      latitude: 13.6929,
      longitude: -89.2182,
      address: 'Colonia Escalón',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Colonia Escalón, San Salvador, El Salvador',
    })
    expect(await shown()).toMatchObject({
      latitude: 13.6929,
      city: 'San Salvador',
      location: 'Colonia Escalón, San Salvador, El Salvador',
      shareLocation: true,
    })
    await saveUserLocation({
      latitude: null,
      longitude: null,
      address: null,
      city: null,
      country: null,
      location: null,
    })
    expect(await shown()).toMatchObject({ latitude: null, city: null, shareLocation: false })
  })

  it('half a coordinate pair is refused before sending', async () => {
    handler = () => answer(replicated)
    const result = await saveUserLocation({
      latitude: 13.6,
      longitude: null,
      address: null,
      city: null,
      country: null,
      location: null,
    })
    expect(result).toMatchObject({
      ok: false,
      message: 'Envía latitud y longitud juntas, o ninguna de las dos.',
    })
    expect(requests).toHaveLength(0)
  })
})

describe('savePrivacySettings', () => {
  it('offline: the switch shows at once, pending, and its one field waits in the queue', async () => {
    handler = () => Promise.reject(new TypeError('Failed to fetch'))
    const result = await savePrivacySettings({ showDistance: false })
    expect(result).toEqual({ ok: true, id: user.id, status: 'queued' })
    expect(await shown()).toMatchObject({
      showDistance: false,
      discoverable: true,
      syncState: 'pending',
    })
    await vi.waitFor(() => expect(currentPendingWrites()).toHaveLength(1))
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/users/privacy',
      body: { showDistance: false },
    })
    expect(requests[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('an empty or malformed change never reaches the queue', async () => {
    handler = () => answer(replicated)
    expect(await savePrivacySettings({})).toMatchObject({
      ok: false,
      message: 'Indica qué ajuste de privacidad quieres cambiar.',
    })
    expect(requests).toHaveLength(0)
  })
})

describe('the session follows the replicated profile', () => {
  it('a profile changed elsewhere (name, premium) reaches the session user', async () => {
    sessionStore.signIn(user, 'token')
    const stop = followProfileIntoSession(database, user.id)
    await database.profile.upsert({
      ...replicated,
      name: 'Ana M.',
      subscription: { type: 'premium', plan: 'yearly', expiresAt: '2026-02-01T00:00:00.000Z' },
      updatedAt: '2025-04-01T00:00:00.000Z',
    })
    await vi.waitFor(() => expect(sessionStore.getState().user?.name).toBe('Ana M.'))
    const sessionUser = sessionStore.getState().user
    expect(sessionUser?.subscription.type).toBe('premium')
    // Only the PublicUser part: nothing of the sync bookkeeping lands in auth-storage.
    expect(sessionUser).not.toHaveProperty('shareLocation')
    expect(sessionUser).not.toHaveProperty('updatedAt')
    stop()
    await database.profile.upsert({
      ...replicated,
      name: 'Otra',
      updatedAt: '2025-05-01T00:00:00.000Z',
    })
    await firstValueFrom(
      database.profile.findOne(user.id).$.pipe(filter((doc) => doc?.name === 'Otra')),
    )
    expect(sessionStore.getState().user?.name).toBe('Ana M.')
  })
})
