import { afterEach, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { createPet, deletePet, updatePet } from '../../src/features/pets'
import { currentSyncEngine, getSyncContext, retryPendingChanges, syncErrors } from '../../src/sync'
import { handleQueueReplayed } from '../../src/sync/worker-messages'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet as createPetOverRest, jpeg, myPets } from './pets-fixtures.js'
import { petFields, shown, shownWhen, useAppSession } from './replication-app.js'
import { eventually, openDevice, type Device } from './replication-client.js'

/**
 * The pet actions end to end, through the app's sync session: outbox, REST with an
 * Idempotency-Key, the server's version replicated back, rollback on refusal, retries after a
 * lost network or a lost answer, and the service worker's queue reports.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('pet actions on the sync session', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)
  const devices: Device[] = []
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  it('creates, edits and deletes a pet: pending at once, synced when the server version is back', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)
    const laptop = await openDevice(fixture.baseUrl, owner, { collections: ['pets', 'outbox'] })
    devices.push(laptop)

    const photo = new File([new Uint8Array(await jpeg())], 'nube.jpg', { type: 'image/jpeg' })
    const created = createPet(petFields(), [photo])
    // The optimistic pet shows before the server answers.
    const pending = await shownWhen(database, owner.user.id, (pets) => pets.length === 1)
    expect(pending[0]).toMatchObject({ name: 'Nube', syncState: 'pending' })
    const result = await created
    expect(result).toMatchObject({ ok: true, status: 'saved' })
    if (!result.ok) return

    const synced = await shownWhen(
      database,
      owner.user.id,
      (pets) => pets[0]?.syncState === 'synced',
    )
    expect(synced[0]).toMatchObject({ id: result.id, name: 'Nube' })
    expect(synced[0]?.photos[0]).toMatch(/^\/uploads\/pets\//)
    expect(await database.outbox.count().exec()).toBe(0)
    // The other device got it too, and the server holds it once.
    await eventually('the laptop has it', async () => (await laptop.pets()).length === 1)
    expect((await myPets(fixture.baseUrl, owner.token)).map((pet) => pet.id)).toEqual([result.id])

    const photoPath = synced[0]?.photos[0] ?? ''
    const edited = await updatePet(result.id, petFields({ name: 'Nube Blanca' }), [photoPath], [])
    expect(edited).toMatchObject({ ok: true, status: 'saved' })
    await shownWhen(
      database,
      owner.user.id,
      (pets) => pets[0]?.name === 'Nube Blanca' && pets[0].syncState === 'synced',
    )
    await eventually(
      'the laptop has the edit',
      async () => (await laptop.pets())[0]?.name === 'Nube Blanca',
    )

    expect(await deletePet(result.id)).toMatchObject({ ok: true, status: 'saved' })
    expect(await shown(database, owner.user.id)).toEqual([])
    await eventually('the laptop drops it', async () => (await laptop.pets()).length === 0)
    await eventually('the outbox empties', async () => (await database.outbox.count().exec()) === 0)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
  })

  it('rolls a refused change back and returns the server message', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const stranger = await registerUser(fixture.baseUrl)
    const theirs = await createPetOverRest(fixture.baseUrl, stranger.token)
    const database = await app.signIn(owner)

    const refused = await createPet(petFields({ personalities: ['no-existe'] }), [])
    expect(refused).toEqual({
      ok: false,
      message: 'Alguna de las personalidades seleccionadas no existe.',
    })
    expect(await shown(database, owner.user.id)).toEqual([])
    expect(await database.outbox.count().exec()).toBe(0)

    const forbidden = await updatePet(theirs.id, petFields(), [], [])
    expect(forbidden).toEqual({ ok: false, message: 'Solo el dueño puede modificar esta mascota.' })
    expect(await database.outbox.count().exec()).toBe(0)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
  })

  it('keeps a write made offline pending and sends it exactly once when the network is back', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)

    app.network = 'offline'
    const result = await createPet(petFields({ name: 'Sin red' }), [])
    expect(result).toMatchObject({ ok: true, status: 'offline' })
    expect(await shown(database, owner.user.id)).toMatchObject([
      { name: 'Sin red', syncState: 'pending' },
    ])
    const [entry] = await database.outbox.find().exec()
    expect(entry?.state).toBe('failed-offline')
    // Another change made while offline waits behind it.
    const second = await createPet(petFields({ name: 'También sin red' }), [])
    expect(second).toMatchObject({ ok: true, status: 'offline' })

    app.network = 'online'
    retryPendingChanges()
    const synced = await shownWhen(
      database,
      owner.user.id,
      (pets) => pets.length === 2 && pets.every((pet) => pet.syncState === 'synced'),
    )
    expect(synced.map((pet) => pet.name).sort()).toEqual(['Sin red', 'También sin red'])
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(2)
  })

  it('resends with the same key when an answer was lost, and the server writes once', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)
    // Keep replication from settling the entry first: no socket, no pulls.
    currentSyncEngine()?.socket.disconnect()
    app.isSyncReachable = false

    app.network = 'lose-answer'
    const result = await createPet(petFields({ name: 'Respuesta perdida' }), [])
    expect(result).toMatchObject({ ok: true, status: 'offline' })
    expect((await database.outbox.find().exec())[0]?.state).toBe('failed-offline')

    retryPendingChanges()
    await eventually('the resend is answered', async () =>
      (await database.outbox.find().exec()).every((entry) => entry.state === 'sent'),
    )
    const [first, resend] = app.writeAnswers
    expect(first?.status).toBe(201)
    expect(resend?.status).toBe(201)
    expect(resend?.headers.get('idempotent-replayed')).toBe('true')
    expect(await resend?.json()).toEqual(await first?.json())

    app.isSyncReachable = true
    getSyncContext()?.reSync()
    await shownWhen(database, owner.user.id, (pets) => pets[0]?.syncState === 'synced')
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(1)
    expect(await database.outbox.count().exec()).toBe(0)
  })

  it('settles an accepted edit once a later pull shows the pet, even if it was deleted since', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPetOverRest(fixture.baseUrl, owner.token, { name: 'Original' })
    const database = await app.signIn(owner)
    await shownWhen(database, owner.user.id, (pets) => pets.length === 1)
    // No socket and no pulls: the edit's own version never arrives.
    currentSyncEngine()?.socket.disconnect()
    app.isSyncReachable = false

    const edited = await updatePet(pet.id, petFields({ name: 'Editada' }), [], [])
    expect(edited).toMatchObject({ ok: true, status: 'saved' })
    expect(await shown(database, owner.user.id)).toMatchObject([
      { name: 'Editada', syncState: 'pending' },
    ])
    // Another device deletes the pet before this one hears about the edit.
    await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, { token: owner.token })

    app.isSyncReachable = true
    getSyncContext()?.reSync()
    await shownWhen(database, owner.user.id, (pets) => pets.length === 0)
    await eventually('the outbox empties', async () => (await database.outbox.count().exec()) === 0)
  })

  it('follows the service worker: queued, then replayed (accepted or refused)', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)
    const context = getSyncContext()
    if (!context) throw new Error('no sync context')

    app.network = 'worker-queues'
    const accepted = await createPet(petFields({ name: 'En cola' }), [])
    const refused = await createPet(
      petFields({ name: 'Rechazada', personalities: ['no-existe'] }),
      [],
    )
    expect(accepted).toMatchObject({ ok: true, status: 'queued' })
    expect(refused).toMatchObject({ ok: true, status: 'queued' })
    expect((await shown(database, owner.user.id)).map((pet) => pet.syncState)).toEqual([
      'pending',
      'pending',
    ])

    // The worker replays both later and reports each outcome by Idempotency-Key.
    for (const request of app.queued) {
      const answer = await fetch(request)
      const key = request.headers.get(IDEMPOTENCY_HEADER)
      await handleQueueReplayed(context, {
        type: 'queue-replayed',
        outcome: answer.ok ? 'done' : 'rejected',
        key,
        url: request.url,
        method: request.method,
        status: answer.status,
        body: await answer.json(),
      })
    }
    const synced = await shownWhen(
      database,
      owner.user.id,
      (pets) => pets.length === 1 && pets[0]?.syncState === 'synced',
    )
    expect(synced[0]?.name).toBe('En cola')
    expect(syncErrors.getSnapshot().map((error) => error.message)).toEqual([
      'Alguna de las personalidades seleccionadas no existe.',
    ])
    expect(await database.outbox.count().exec()).toBe(0)
  })
})
