import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import { firstValueFrom, filter } from 'rxjs'
import { afterEach } from 'vitest'
import type { PetFields } from '@contract/pets.contract'
import { getDatabase, type HuellitasDatabase } from '../../src/db'
import { sessionStore } from '../../src/session/session-store'
import { observeMyPets, type MyPet } from '../../src/features/pets/pets.repo'
import { startSync, stopSync, syncErrors } from '../../src/sync'
import type { RegisteredUser } from '../support/api.js'
import type { ServerFixture } from '../support/server-fixture.js'

/**
 * The app's own sync session (startSync/stopSync, the actions) in a test: RxDB on a fresh
 * fake-indexeddb per test, against the suite's real server. The network in front of the server
 * is switchable through ky's `fetch` option: off, losing one answer, or answering like the
 * service worker (202 {queued: true}, keeping the request for the test to replay).
 */
export type Network = 'online' | 'offline' | 'lose-answer' | 'worker-queues'

export interface AppSession {
  network: Network
  /** pulls go through (false: the feed is unreachable while writes may still go out) */
  isSyncReachable: boolean
  /** requests the fake service worker queued */
  readonly queued: Request[]
  /** the server's answers to writes, in order */
  readonly writeAnswers: Response[]
  readonly factory: IDBFactory
  signIn(owner: RegisteredUser): Promise<HuellitasDatabase>
}

export function useAppSession(fixture: ServerFixture): AppSession {
  let factory = new IDBFactory()
  const session: AppSession = {
    network: 'online',
    isSyncReachable: true,
    queued: [],
    writeAnswers: [],
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
  }

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init)
    const isPull = request.url.includes('/api/sync/')
    const mode = isPull ? (session.isSyncReachable ? 'online' : 'offline') : session.network
    if (mode === 'offline') throw new TypeError('fetch failed')
    if (mode === 'worker-queues') {
      session.queued.push(request)
      return Response.json(
        { queued: true },
        { status: 202, headers: { 'x-huellitas-queued': '1' } },
      )
    }
    const response = await fetch(request)
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
    session.queued.splice(0)
    session.writeAnswers.splice(0)
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
