import { IDBKeyRange } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../../src/db'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet, myPets, pullAll, sendForm, petForm, validPet } from './pets-fixtures.js'
import {
  eventually,
  inSync,
  openDevice,
  socketConnected,
  type Device,
} from '../support/replication-client.js'
import { insertPetsDirectly } from './sync-seed.js'
import { call } from '../support/api.js'

/**
 * Pulls: the app's database and sync engine (RxDB on fake-indexeddb) against a real server,
 * on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
describe.each(databaseTargets)('replication pulls on $kind', (target) => {
  const fixture = useServer(target)
  const devices: Device[] = []
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  async function device(
    ...args: Parameters<typeof openDevice> extends [unknown, ...infer R] ? R : never
  ) {
    const opened = await openDevice(fixture.baseUrl, ...args)
    devices.push(opened)
    return opened
  }

  it('pulls 5,000 pets into an empty database, in batches of 1,000', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const ids = await insertPetsDirectly(fixture, owner.user.id, 5000)
    const phone = await device(owner)

    // The first sync drains the feed; no polling meanwhile (queries would compete with it).
    await inSync(phone)
    // Checked by id and count: a full query over 5,000 documents takes fake-indexeddb (under
    // Dexie's cursors) tens of seconds, while Chromium's IndexedDB answers in well under one.
    expect(await phone.database.pets.count().exec()).toBe(5000)
    const stored = await phone.database.pets.findByIds(ids).exec()
    expect(stored.size).toBe(5000)
    // 5 full batches and the empty one that proves the feed drained.
    expect(phone.pulls()).toBeLessThanOrEqual(7)
    // Stored exactly as the server serves it.
    const sample = stored.get(ids[1234] ?? '')?.toJSON()
    const served = await call<{ pet: unknown }>(fixture.baseUrl, 'GET', `/api/pets/${ids[1234]}`, {
      token: owner.token,
    })
    // Stored exactly as served, less the owner summary a profile read adds.
    expect(served.body.pet).toEqual({ ...sample, owner: expect.any(Object) as unknown })
  })

  it('pulls only what changed since its checkpoint when it comes back', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const first = await createPet(fixture.baseUrl, owner.token, { name: 'Uno' })
    await createPet(fixture.baseUrl, owner.token, { name: 'Dos' })
    const phone = await device(owner)
    await eventually('both pets are stored', async () => (await phone.pets()).length === 2)
    await inSync(phone)
    const { checkpoint } = await pullAll(fixture.baseUrl, owner.token)
    await phone.close()

    // While the app is closed: one pet edited, two added.
    const edited = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${first.id}`,
      owner.token,
      petForm({ ...validPet, name: 'Uno editado' }),
    )
    expect(edited.status).toBe(200)
    await createPet(fixture.baseUrl, owner.token, { name: 'Tres' })
    await createPet(fixture.baseUrl, owner.token, { name: 'Cuatro' })

    // What was synced before is there at once, before any pull.
    const offline = await createDatabase(owner.user.id, {
      indexedDb: { indexedDB: phone.factory, IDBKeyRange },
      multiInstance: false,
      name: phone.database.name,
    })
    const before = await offline.pets.find().exec()
    expect(before.map((pet) => pet.name).sort()).toEqual(['Dos', 'Uno'])
    await offline.close()

    const reopened = await device(owner, { factory: phone.factory, name: phone.database.name })
    await eventually('the changes are stored', async () => (await reopened.pets()).length === 4)
    await inSync(reopened)
    expect((await reopened.pets()).map((pet) => pet.name).sort()).toEqual([
      'Cuatro',
      'Dos',
      'Tres',
      'Uno editado',
    ])
    // It resumed from the checkpoint it had stored, not from the start.
    expect(reopened.pulledFrom()[0]).toBe(checkpoint)
    expect(checkpoint).toBeGreaterThan(0)
  })

  it('removes a deleted pet: live, and from a tombstone pulled after a restart', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const [live, later, kept] = await Promise.all([
      createPet(fixture.baseUrl, owner.token, { name: 'Borrada en vivo' }),
      createPet(fixture.baseUrl, owner.token, { name: 'Borrada sin conexión' }),
      createPet(fixture.baseUrl, owner.token, { name: 'Se queda' }),
    ])
    const phone = await device(owner)
    await eventually('three pets are stored', async () => (await phone.pets()).length === 3)
    await socketConnected(phone)
    await inSync(phone)

    expect(
      (await call(fixture.baseUrl, 'DELETE', `/api/pets/${live.id}`, { token: owner.token }))
        .status,
    ).toBe(204)
    await eventually('the live delete arrives', async () => (await phone.pets()).length === 2)

    await phone.close()
    expect(
      (await call(fixture.baseUrl, 'DELETE', `/api/pets/${later.id}`, { token: owner.token }))
        .status,
    ).toBe(204)
    const reopened = await device(owner, { factory: phone.factory, name: phone.database.name })
    await eventually('the tombstone is pulled', async () => (await reopened.pets()).length === 1)
    expect((await reopened.pets()).map((pet) => pet.id)).toEqual([kept.id])
    // RxDB keeps the tombstone as a deleted document, never shown by queries.
    expect(await reopened.database.pets.findOne(later.id).exec()).toBeNull()
  })

  it('never skips a write when many commit concurrently while it pulls in small batches', async () => {
    const owner = await registerUser(fixture.baseUrl)
    await insertPetsDirectly(fixture, owner.user.id, 30)
    const phone = await device(owner, { batchSize: 7 })
    await eventually('the seed is stored', async () => (await phone.pets()).length === 30)
    await inSync(phone)
    // Pulls only: without the socket, a skipped change would never arrive.
    phone.engine.socket.close()

    let writing = true
    const puller = (async () => {
      while (writing) {
        phone.engine.reSync()
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const existing = await myPets(fixture.baseUrl, owner.token)
    await Promise.all([
      ...Array.from({ length: 40 }, (_, index) =>
        createPet(fixture.baseUrl, owner.token, { name: `Concurrente ${index}` }),
      ),
      ...existing
        .slice(0, 10)
        .map((pet, index) =>
          sendForm(
            fixture.baseUrl,
            'PUT',
            `/api/pets/${pet.id}`,
            owner.token,
            petForm({ ...validPet, name: `Editada ${index}` }),
          ),
        ),
      insertPetsDirectly(fixture, owner.user.id, 40, 4),
    ])
    writing = false
    await puller

    phone.engine.reSync()
    const expected = await myPets(fixture.baseUrl, owner.token)
    expect(expected).toHaveLength(110)
    await eventually(
      'every write is stored',
      async () => {
        const stored = await phone.pets()
        return stored.length === expected.length
      },
      20_000,
    )
    await inSync(phone)
    const stored = await phone.pets()
    expect(new Map(stored.map((pet) => [pet.id, pet.updatedAt]))).toEqual(
      new Map(expected.map((pet) => [pet.id, pet.updatedAt])),
    )
  })
})
