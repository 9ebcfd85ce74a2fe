import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import { firstValueFrom, filter } from 'rxjs'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { PetFields } from '@contract/pets.contract'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import type { QueuedWrite } from '../../sw/write-queue/queued-write'
import { openWriteQueueStore } from '../../sw/write-queue/queue-store'
import { createSender, type Sender } from '../../sw/write-queue/sender'
import { sync as syncTexts } from '../../src/i18n/es/sync'
import { getDatabase, type HuellitasDatabase } from '../../src/db'
import { sessionStore } from '../../src/session/session-store'
import { observeMyPets, type MyPet } from '../../src/features/pets/pets.repo'
import { startSync, stopSync, syncErrors } from '../../src/sync'
import type { RegisteredUser } from './api.js'
import type { ServerFixture } from './server-fixture.js'

/**
 * The app's own sync session (startSync/stopSync, the actions) in a test: RxDB and the device's
 * write queue on a fresh fake-indexeddb per test, against the suite's real server.
 *
 * The network in front of the server is switchable for the app's own requests: its REST calls
 * and pulls (through ky's `fetch` option) and the write queue's sends. The queue sends with the
 * global fetch, as in the browser; the global fetch is wrapped while the suite runs, and a
 * request counts as the app's write when its Idempotency-Key is an entry of this device's queue
 * (so the test's own fetch calls, and the service worker's sender made by `workerSender`, are
 * not affected). Modes: on, off, or losing one answer (the server gets the request, the client
 * gets a network error).
 *
 * Node has no Web Locks: a minimal `navigator.locks` (exclusive, in request order) stands in
 * while the suite runs, so the page's sender and a service worker's sender made here share the
 * device-wide sender lock as they do in a browser.
 */
export type Network = 'online' | 'offline' | 'lose-answer'

export interface AppSession {
  network: Network
  /** pulls go through (false: the feed is unreachable while writes may still go out) */
  isSyncReachable: boolean
  /** the server's answers to writes, in order */
  readonly writeAnswers: Response[]
  /** the Idempotency-Key of every queued write that reached the server, in order */
  readonly sentKeys: string[]
  readonly factory: IDBFactory
  signIn(owner: RegisteredUser): Promise<HuellitasDatabase>
  /** Every entry of this device's write queue as stored now (read from IndexedDB). */
  writes(): Promise<QueuedWrite[]>
}

/** The process's own fetch: straight to the server, around the switchable network. */
export const realFetch = globalThis.fetch.bind(globalThis)

/** The entries of the write queue kept in `factory` (opened and closed for each read). */
export async function storedWrites(factory: IDBFactory): Promise<QueuedWrite[]> {
  const store = openWriteQueueStore(factory)
  try {
    return await store.list()
  } finally {
    store.close()
  }
}

/**
 * The service worker's side of a device's write queue, as sw/sw.ts builds it: its own store
 * connection to the same IndexedDB and the same sender, with its own transport.
 */
export function openWorkerSender(
  factory: IDBFactory,
  send: (request: Request) => Promise<Response>,
): { sender: Sender; close(): void } {
  const store = openWriteQueueStore(factory)
  return {
    sender: createSender({ store, send, expiredMessage: syncTexts.notSent }),
    close: () => store.close(),
  }
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/** Web Locks' exclusive mode: one holder per name, the others wait in request order. */
function memoryLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback())
      tails.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }
}

/** Installs `navigator.locks` for the suite (Node 20 has no navigator). */
export function useWebLocks(): void {
  let installed = false
  beforeAll(() => {
    if (typeof globalThis.navigator !== 'undefined') return
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: true, locks: memoryLocks() },
      configurable: true,
      writable: true,
    })
    installed = true
  })
  afterAll(() => {
    if (installed) Reflect.deleteProperty(globalThis, 'navigator')
  })
}

export function useAppSession(fixture: ServerFixture): AppSession {
  let factory = new IDBFactory()
  useWebLocks()
  const session: AppSession = {
    network: 'online',
    isSyncReachable: true,
    writeAnswers: [],
    sentKeys: [],
    get factory() {
      return factory
    },
    async signIn(owner) {
      await startSync(owner.user, owner.token, {
        http: ky.create({ prefixUrl: `${fixture.baseUrl}/api`, retry: 0, fetch: fakeFetch }),
        socketUrl: fixture.baseUrl,
        database: { indexedDb: { indexedDB: factory, IDBKeyRange }, multiInstance: false },
      })
      const database = getDatabase()
      if (!database) throw new Error('no database after startSync')
      return database
    },
    writes: () => storedWrites(factory),
  }

  /** Whether `input` is a send of this device's write queue (its key is a queued entry). */
  async function isQueuedWrite(input: RequestInfo | URL, init?: RequestInit): Promise<boolean> {
    if (!(input instanceof Request) || init !== undefined) return false
    if (!input.url.startsWith(`${fixture.baseUrl}/api/`)) return false
    const key = input.headers.get(IDEMPOTENCY_HEADER)
    if (!key) return false
    return (await storedWrites(factory)).some((entry) => entry.key === key)
  }

  async function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (await isQueuedWrite(input, init)) return fakeFetch(input, init)
    return realFetch(input, init)
  }
  beforeAll(() => {
    globalThis.fetch = routedFetch
  })
  afterAll(() => {
    globalThis.fetch = realFetch
  })

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init)
    const isPull = request.url.includes('/api/sync/')
    const mode = isPull ? (session.isSyncReachable ? 'online' : 'offline') : session.network
    if (mode === 'offline') throw new TypeError('fetch failed')
    const key = request.headers.get(IDEMPOTENCY_HEADER)
    if (!isPull && key) session.sentKeys.push(key)
    const response = await realFetch(request)
    if (!isPull) session.writeAnswers.push(response.clone())
    if (mode === 'lose-answer') {
      session.network = 'online'
      throw new TypeError('the connection dropped before the answer')
    }
    return response
  }

  afterEach(async () => {
    await stopSync({ removeData: true })
    sessionStore.signOut()
    syncErrors.clear()
    factory = new IDBFactory()
    session.network = 'online'
    session.isSyncReachable = true
    session.writeAnswers.splice(0)
    session.sentKeys.splice(0)
  })
  return session
}

/** What 'Mis Mascotas' shows now. */
export const shown = (database: HuellitasDatabase, ownerId: string): Promise<MyPet[]> =>
  firstValueFrom(observeMyPets(database, ownerId))

/** Waits until 'Mis Mascotas' satisfies `check`. */
export const shownWhen = (
  database: HuellitasDatabase,
  ownerId: string,
  check: (pets: MyPet[]) => boolean,
) => firstValueFrom(observeMyPets(database, ownerId).pipe(filter(check)))

export const petFields = (overrides: Partial<PetFields> = {}): PetFields => ({
  name: 'Nube',
  breed: 'Samoyedo',
  age: 2,
  gender: 'FEMALE',
  personalities: ['energy-jugueton'],
  location: 'Santa Tecla, La Libertad',
  ...overrides,
})
