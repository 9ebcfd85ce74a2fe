import { randomUUID } from 'node:crypto'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import { filter, firstValueFrom } from 'rxjs'
import { createDatabase } from '../../src/db'
import { startSyncEngine } from '../../src/sync/sync-engine'
import { registerUser } from '../../test/support/api'
import { createPet } from '../../test/integration/pets-fixtures'

/**
 * bench:sync's incremental figure: one pet written over REST by one device (the POST the app's
 * write queue sends) until it is in another signed-in device's local collection — the server's
 * commit, its socket.io `sync:change`, the pull it triggers and the write into IndexedDB. The
 * receiving device is the app's database and sync engine on fake-indexeddb in this process,
 * signed in as the same user, on one server node. Target: p95 ≤ 100 ms.
 */
export interface IncrementalFigures {
  runs: number
  p50: number
  p95: number
  max: number
}

export async function incrementalSync(baseUrl: string, runs: number): Promise<IncrementalFigures> {
  const owner = await registerUser(baseUrl, { name: 'Otro Dispositivo' })
  const database = await createDatabase(owner.user.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    name: `bench-incremental-${Date.now()}`,
    collections: ['pets', 'profile'],
  })
  const engine = startSyncEngine({
    database,
    http: ky.create({ prefixUrl: `${baseUrl}/api`, timeout: 30_000, retry: 0 }),
    token: owner.token,
    socketUrl: baseUrl,
  })
  try {
    await Promise.all(engine.replications.map((replication) => replication.state.awaitInSync()))
    const deadline = Date.now() + 10_000
    while (!engine.socket.isConnected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const samples: number[] = []
    // Two warm-up writes (JIT, statement caches), then the measured ones.
    for (let run = 0; run < runs + 2; run += 1) {
      const id = randomUUID()
      const arrived = firstValueFrom(
        database.pets.findOne(id).$.pipe(filter((document) => document !== null)),
      )
      const started = performance.now()
      await createPet(baseUrl, owner.token, { id, name: `Cambio ${run}` })
      await arrived
      if (run >= 2) samples.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    const sorted = samples.sort((a, b) => a - b)
    const at = (fraction: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
    return { runs: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? Number.NaN }
  } finally {
    await engine.stop()
    await database.close()
  }
}
