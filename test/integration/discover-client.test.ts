import { randomUUID } from 'node:crypto'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky, { type KyInstance } from 'ky'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import { createDatabase, type HuellitasDatabase } from '../../src/db'
import {
  fetchDiscoverPage,
  type DiscoverPageRequest,
} from '../../src/features/discover/discover.api'
import { readStack, SWIPE_MEMORY_MS } from '../../src/features/discover/discover.repo'
import { defaultDiscoverFilters } from '../../src/features/discover/discover-filters'
import {
  STALE_AFTER_MS,
  StackController,
  type StackQuery,
} from '../../src/features/discover/stack-controller'
import { common } from '../../src/i18n/es/common'
import { call, registerUser } from '../support/api.js'
import { startServer, type RunningServer } from '../support/server-process.js'

/**
 * The swipe stack's data layer end to end: the real server process (demo pets) answers GET
 * /api/pets/discover through the client's own api module, and the cards live in RxDB on
 * fake-indexeddb, re-opened to play a reload. The user has no pets and no location: browsing
 * mode, newest first, so every demo pet is a candidate.
 */
let server: RunningServer
let token: string
let client: KyInstance
const userId = randomUUID()

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' } })
  token = (await registerUser(server.baseUrl)).token
  client = ky.create({
    prefixUrl: `${server.baseUrl}/api`,
    retry: 0,
    headers: { authorization: `Bearer ${token}` },
  })
})

afterAll(async () => {
  await server?.stop()
})

const browsing: StackQuery = { filters: defaultDiscoverFilters, userPetId: null }

interface Device {
  factory: IDBFactory
  name: string
  database: HuellitasDatabase
  controller: StackController
  requests: DiscoverPageRequest[]
}
const open: Device[] = []

afterEach(async () => {
  for (const device of open.splice(0)) {
    device.controller.stop()
    await device.database.close()
  }
})

async function openDevice(
  options: {
    /** re-open this device's database (a reload) */
    reload?: Device
    http?: KyInstance
    now?: () => Date
    query?: StackQuery | null
  } = {},
): Promise<Device> {
  const factory = options.reload?.factory ?? new IDBFactory()
  const name = options.reload?.name ?? `discover-${randomUUID()}`
  const database = await createDatabase(userId, {
    name,
    indexedDb: { indexedDB: factory, IDBKeyRange },
    multiInstance: false,
    collections: ['discoverCards'],
  })
  const requests: DiscoverPageRequest[] = []
  const controller = new StackController({
    database,
    fetchPage: (request, signal) => {
      requests.push(request)
      return fetchDiscoverPage(request, { signal, client: options.http ?? client })
    },
    ...(options.now ? { now: options.now } : {}),
  })
  const device = { factory, name, database, controller, requests }
  open.push(device)
  controller.start()
  controller.setQuery(options.query === undefined ? browsing : options.query)
  return device
}

async function closeDevice(device: Device): Promise<void> {
  device.controller.stop()
  await device.database.close()
  open.splice(open.indexOf(device), 1)
}

const ids = (device: Device) => device.controller.getSnapshot().cards.map((pet) => pet.id)

async function settled(device: Device): Promise<void> {
  await vi.waitFor(() => {
    const snapshot = device.controller.getSnapshot()
    expect(snapshot.isFetching).toBe(false)
    expect(snapshot.status).not.toBe('loading')
  })
}

async function serverPage(
  query: Record<string, string> = {},
  as = token,
): Promise<DiscoverResponse> {
  const search = new URLSearchParams({ includeDistance: 'true', limit: '20', ...query })
  const answer = await call<DiscoverResponse>(
    server.baseUrl,
    'GET',
    `/api/pets/discover?${search}`,
    { token: as },
  )
  expect(answer.status).toBe(200)
  return answer.body
}

/** Every pet of a query, page after page, as the server lists them. */
async function allPets(query: Record<string, string> = {}, as = token) {
  const pets: DiscoverResponse['pets'] = []
  for (let cursor = ''; ;) {
    const page = await serverPage({ ...query, cursor }, as)
    pets.push(...page.pets)
    if (!page.nextCursor) return pets
    cursor = page.nextCursor
  }
}

describe('the swipe stack over a real server', () => {
  it('stores the first page, and a swiped card stays gone after a reload', async () => {
    const first = await serverPage()
    const device = await openDevice()
    await settled(device)
    expect(device.controller.getSnapshot()).toMatchObject({
      status: 'ready',
      isStoredCopy: false,
      errorMessage: null,
    })
    expect(ids(device)).toEqual(first.pets.map((pet) => pet.id))
    expect(await device.database.discoverCards.count().exec()).toBe(20)
    expect(device.requests).toEqual([
      { filters: defaultDiscoverFilters, userPetId: null, cursor: null },
    ])

    const [top, next] = ids(device)
    device.controller.remove(top!)
    // Optimistic: gone from the snapshot before the marker is written.
    expect(ids(device)[0]).toBe(next)
    await vi.waitFor(async () =>
      expect((await readStack(device.database)).cards.map((pet) => pet.id)).not.toContain(top),
    )

    await closeDevice(device)
    const reloaded = await openDevice({ reload: device })
    await settled(reloaded)
    expect(ids(reloaded)).toEqual(first.pets.slice(1).map((pet) => pet.id))
    // 19 cards left: nothing to fetch.
    expect(reloaded.requests).toEqual([])
  })

  it('a stack older than an hour is fetched again from the top when opened', async () => {
    const first = await serverPage()
    let clock = Date.parse('2026-01-10T10:00:00.000Z')
    const now = () => new Date(clock)
    const device = await openDevice({ now })
    await settled(device)
    await closeDevice(device)

    clock += 30 * 60_000
    const soon = await openDevice({ reload: device, now })
    await settled(soon)
    expect(soon.requests).toEqual([])
    soon.controller.remove(ids(soon)[0]!)
    await settled(soon)
    await closeDevice(soon)

    clock += STALE_AFTER_MS + 60_000
    const later = await openDevice({ reload: device, now })
    await vi.waitFor(() => expect(later.requests).toHaveLength(1))
    await settled(later)
    expect(later.requests[0]?.cursor).toBeNull()
    // The swipe never reached the server and its marker has expired: that pet is back too.
    expect(ids(later)).toEqual(first.pets.map((pet) => pet.id))
  })

  it('appends the next page without duplicates when 3 or fewer cards remain', async () => {
    const first = await serverPage()
    const second = await serverPage({ cursor: first.nextCursor ?? '' })
    const device = await openDevice()
    await settled(device)
    for (const id of ids(device).slice(0, 16)) device.controller.remove(id)
    await settled(device)
    expect(device.requests).toHaveLength(1)

    device.controller.remove(ids(device)[0]!)
    await vi.waitFor(() => expect(ids(device)).toHaveLength(23))
    await settled(device)
    expect(device.requests).toHaveLength(2)
    expect(device.requests[1]?.cursor).toBe(first.nextCursor)
    expect(ids(device)).toEqual([
      ...first.pets.slice(17).map((pet) => pet.id),
      ...second.pets.map((pet) => pet.id),
    ])
    expect(new Set(ids(device)).size).toBe(23)
  })

  it('a stack that fits in one page is not asked for again until a card is answered', async () => {
    // A breed with one to three demo pets: its only page leaves 3 or fewer cards at once.
    const breeds = new Map<string, number>()
    for (const pet of await allPets()) breeds.set(pet.breed, (breeds.get(pet.breed) ?? 0) + 1)
    let found: { breed: string; only: DiscoverResponse } | undefined
    for (const [breed, count] of breeds) {
      if (count > 3) continue
      // The filter is a substring test: another breed may contain this one's name.
      const only = await serverPage({ breed })
      if (only.pets.length <= 3) found = { breed, only }
      if (found) break
    }
    if (!found) throw new Error('the demo data has no breed with 3 pets or fewer')
    const { breed, only } = found
    expect(only.nextCursor).toBeNull()

    const device = await openDevice({
      query: { filters: { ...defaultDiscoverFilters, breed }, userPetId: null },
    })
    await settled(device)
    expect(ids(device)).toEqual(only.pets.map((pet) => pet.id))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(device.requests).toHaveLength(1)

    // Answered: now the top may hold something new, and it is asked for once.
    device.controller.remove(ids(device)[0]!)
    await vi.waitFor(() => expect(device.requests).toHaveLength(2))
    expect(device.requests[1]?.cursor).toBeNull()
    await settled(device)
    expect(ids(device)).toEqual(only.pets.slice(1).map((pet) => pet.id))
  })

  it('replaces the stack when the filters change', async () => {
    const females = await serverPage({ gender: 'FEMALE' })
    const device = await openDevice()
    await settled(device)
    const before = ids(device)
    device.controller.setQuery({
      filters: { ...defaultDiscoverFilters, gender: 'FEMALE' },
      userPetId: null,
    })
    await vi.waitFor(() => expect(ids(device)).toEqual(females.pets.map((pet) => pet.id)))
    expect(device.controller.getSnapshot().cards.every((pet) => pet.gender === 'FEMALE')).toBe(true)
    const stored = await device.database.discoverCards.find().exec()
    expect(stored.map((card) => card.id).sort()).toEqual(females.pets.map((pet) => pet.id).sort())
    expect(before.some((id) => !females.pets.some((pet) => pet.id === id))).toBe(true)
  })

  it('offline: keeps showing the stored cards as the stored copy, without spinning', async () => {
    const online = await openDevice()
    await settled(online)
    const stored = ids(online)
    await closeDevice(online)

    // Nothing listens on port 9: the client's real network failure.
    const dead = ky.create({ prefixUrl: 'http://127.0.0.1:9/api', retry: 0 })
    const offline = await openDevice({ reload: online, http: dead })
    await settled(offline)
    offline.controller.refetch()
    await vi.waitFor(() => expect(offline.requests).toHaveLength(1))
    await settled(offline)
    expect(offline.controller.getSnapshot()).toMatchObject({
      status: 'ready',
      isStoredCopy: true,
      isFetching: false,
      errorMessage: common.network,
    })
    expect(ids(offline)).toEqual(stored)
    // Swiping on offline works from the stored cards; no retry loop starts.
    for (const id of stored.slice(0, 18)) offline.controller.remove(id)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ids(offline)).toEqual(stored.slice(18))
    expect(offline.requests).toHaveLength(1)

    // A device with nothing stored shows the error.
    const empty = await openDevice({ http: dead })
    await settled(empty)
    expect(empty.controller.getSnapshot()).toMatchObject({
      status: 'error',
      cards: [],
      errorMessage: common.network,
    })
  })
})

describe('cycling', () => {
  /** Swipes the top card until `left` remain, letting every fetch it causes finish. */
  async function swipeDownTo(device: Device, left: number): Promise<void> {
    while (ids(device).length > left) {
      device.controller.remove(ids(device)[0]!)
      await settled(device)
    }
  }

  it('starts again from the top after the end: only pets not answered come back', async () => {
    const other = await registerUser(server.baseUrl)
    const http = ky.create({
      prefixUrl: `${server.baseUrl}/api`,
      retry: 0,
      headers: { authorization: `Bearer ${other.token}` },
    })
    const females: StackQuery = {
      filters: { ...defaultDiscoverFilters, gender: 'FEMALE' },
      userPetId: null,
    }
    const all = (await allPets({ gender: 'FEMALE' }, other.token)).map((pet) => pet.id)
    expect(all.length).toBeGreaterThan(23)
    expect(all.length).toBeLessThan(55)

    let clock = Date.parse('2026-01-10T10:00:00.000Z')
    const device = await openDevice({ http, query: females, now: () => new Date(clock) })
    await settled(device)
    await swipeDownTo(device, 3)
    // The last page was reached: the cards are the last three, and the stack asked from the top
    // again, found only pets it already had and stopped asking.
    expect(ids(device)).toEqual(all.slice(-3))
    expect(device.requests.map((request) => request.cursor === null)).toContain(true)
    const asked = device.requests.length
    expect(device.requests.filter((request) => request.cursor === null).length).toBeGreaterThan(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(device.requests).toHaveLength(asked)

    await swipeDownTo(device, 0)
    expect(device.controller.getSnapshot()).toMatchObject({ status: 'empty', cards: [] })

    // Five of them were really answered on the server; the others' swipes never counted (an
    // error, the quota). An hour later a refresh brings back only the unanswered ones.
    const answered = all.slice(0, 5)
    for (const targetPetId of answered) {
      const swipe = await call(server.baseUrl, 'POST', '/api/matches/swipe', {
        token: other.token,
        json: { targetPetId, action: 'pass' },
        headers: { 'idempotency-key': randomUUID() },
      })
      expect(swipe.status).toBeLessThan(300)
    }
    clock += SWIPE_MEMORY_MS + 60_000
    device.controller.refetch()
    await vi.waitFor(() => expect(ids(device).length).toBeGreaterThan(0))
    await settled(device)
    expect(ids(device)).toEqual(all.slice(5, 25))
    expect(ids(device).some((id) => answered.includes(id))).toBe(false)
  })
})
