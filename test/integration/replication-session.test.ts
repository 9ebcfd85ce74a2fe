import { afterEach, describe, expect, it } from 'vitest'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { createPet, deletePet, updatePet } from '../../src/features/pets'
import {
  currentSyncEngine,
  discardPendingChanges,
  getSyncContext,
  sendPendingWrites,
  syncErrors,
} from '../../src/sync'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet as createPetOverRest, jpeg, myPets } from './pets-fixtures.js'
import {
  openWorkerSender,
  petFields,
  realFetch,
  shown,
  shownWhen,
  useAppSession,
} from '../support/replication-app.js'
import { eventually, openDevice, type Device } from '../support/replication-client.js'

/**
 * The pet actions end to end, through the app's sync session: the device's write queue, REST
 * with an Idempotency-Key, the server's version replicated back (which settles the entry),
 * rollback on refusal, retries after a lost network or a lost answer, and the service worker's
 * sender working the same queue without ever sending an entry twice.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('pet actions on the sync session', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)
  const devices: Device[] = []
  /** The server's answers to the pet writes (not to other calls the session makes). */
  const petAnswers = () =>
    app.writeAnswers.filter((answer) => new URL(answer.url).pathname.startsWith('/api/pets'))
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  it('creates, edits and deletes a pet: pending at once, synced when the server version is back', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)
    const laptop = await openDevice(fixture.baseUrl, owner, { collections: ['pets'] })
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
    expect(await app.writes()).toEqual([])
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
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
  })

  it('rolls a refused change back and returns the server message', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const stranger = await registerUser(fixture.baseUrl)
    const theirs = await createPetOverRest(fixture.baseUrl, stranger.token)
    const database = await app.signIn(owner)

    const refused = await createPet(petFields({ personalities: ['no-existe'] }), [])
    expect(refused).toMatchObject({
      ok: false,
      message: 'Alguna de las personalidades seleccionadas no existe.',
    })
    expect(await shown(database, owner.user.id)).toEqual([])
    expect(await app.writes()).toEqual([])

    const forbidden = await updatePet(theirs.id, petFields(), [], [])
    expect(forbidden).toMatchObject({
      ok: false,
      message: 'Solo el dueño puede modificar esta mascota.',
    })
    expect(await app.writes()).toEqual([])
    // Both reached the server and were refused there (not stopped on the device).
    expect(petAnswers().map((answer) => answer.status >= 400 && answer.status < 500)).toEqual([
      true,
      true,
    ])
    // A refusal the action reported itself is not announced a second time.
    expect(syncErrors.getSnapshot()).toEqual([])
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
  })

  it('keeps a write made offline pending and sends it exactly once when the network is back', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)

    app.network = 'offline'
    const result = await createPet(petFields({ name: 'Sin red' }), [])
    expect(result).toMatchObject({ ok: true, status: 'queued' })
    expect(await shown(database, owner.user.id)).toMatchObject([
      { name: 'Sin red', syncState: 'pending' },
    ])
    const [entry] = await app.writes()
    expect(entry).toMatchObject({ state: 'pending', target: 'pets', op: 'create', error: null })
    expect(entry?.failures).toBeGreaterThan(0)
    // Another change made while offline waits behind it.
    const second = await createPet(petFields({ name: 'También sin red' }), [])
    expect(second).toMatchObject({ ok: true, status: 'queued' })
    const keys = (await app.writes()).map((write) => write.key)
    expect((await app.writes()).map((write) => write.state)).toEqual(['pending', 'pending'])
    // Retries while offline never reach the server (nor give the writes up).
    await sendPendingWrites({ ignoreBackoff: true })
    expect(petAnswers()).toEqual([])
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])

    app.network = 'online'
    await sendPendingWrites({ ignoreBackoff: true })
    const synced = await shownWhen(
      database,
      owner.user.id,
      (pets) => pets.length === 2 && pets.every((pet) => pet.syncState === 'synced'),
    )
    expect(synced.map((pet) => pet.name).sort()).toEqual(['Sin red', 'También sin red'])
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(2)
    // Each was sent once, in the order made, and nothing was replayed.
    expect(petAnswers().map((answer) => answer.status)).toEqual([201, 201])
    expect(petAnswers().map((answer) => answer.headers.get('idempotent-replayed'))).toEqual([
      null,
      null,
    ])
    expect(app.sentKeys).toEqual(keys)
    const bodies = (await Promise.all(petAnswers().map((answer) => answer.json()))) as {
      pet: { name: string }
    }[]
    expect(bodies.map((body) => body.pet.name)).toEqual(['Sin red', 'También sin red'])
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
  })

  it('resends with the same key when an answer was lost, and the server writes once', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)
    // Keep replication from settling the entry first: no socket, no pulls.
    currentSyncEngine()?.socket.disconnect()
    app.isSyncReachable = false

    app.network = 'lose-answer'
    const result = await createPet(petFields({ name: 'Respuesta perdida' }), [])
    expect(result).toMatchObject({ ok: true, status: 'queued' })
    const [waiting] = await app.writes()
    expect(waiting?.state).toBe('pending')

    await sendPendingWrites({ ignoreBackoff: true })
    await eventually('the resend is answered', async () =>
      (await app.writes()).every((entry) => entry.state === 'sent'),
    )
    const [first, resend] = petAnswers()
    expect(petAnswers()).toHaveLength(2)
    expect(app.sentKeys).toEqual([waiting?.key, waiting?.key])
    expect(first?.status).toBe(201)
    expect(resend?.status).toBe(201)
    expect(resend?.headers.get('idempotent-replayed')).toBe('true')
    expect(await resend?.json()).toEqual(await first?.json())
    const [sent] = await app.writes()
    expect(sent?.key).toBe(waiting?.key)

    app.isSyncReachable = true
    getSyncContext()?.reSync()
    await shownWhen(database, owner.user.id, (pets) => pets[0]?.syncState === 'synced')
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(1)
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
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
    expect((await app.writes()).map((entry) => entry.state)).toEqual(['sent'])
    // Another device deletes the pet before this one hears about the edit.
    await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, { token: owner.token })

    app.isSyncReachable = true
    getSyncContext()?.reSync()
    await shownWhen(database, owner.user.id, (pets) => pets.length === 0)
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
  })

  it('the service worker sends the queue too: each write once, refusals kept with their message', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const database = await app.signIn(owner)

    // Written offline: both wait in the device's queue.
    app.network = 'offline'
    const accepted = await createPet(petFields({ name: 'En cola' }), [])
    const refused = await createPet(
      petFields({ name: 'Rechazada', personalities: ['no-existe'] }),
      [],
    )
    expect(accepted).toMatchObject({ ok: true, status: 'queued' })
    expect(refused).toMatchObject({ ok: true, status: 'queued' })
    if (!accepted.ok || !refused.ok) return
    expect((await shown(database, owner.user.id)).map((pet) => pet.syncState)).toEqual([
      'pending',
      'pending',
    ])

    // The connection is back: the page's sender and the worker's (Background Sync) both drain
    // the same queue at once, each with its own transport. The device-wide lock lets one send
    // at a time, and each re-reads an entry before sending it: no key goes out twice.
    const keys = (await app.writes()).map((entry) => entry.key)
    expect(keys).toHaveLength(2)
    app.network = 'online'
    const workerAnswers: { key: string | null; status: number }[] = []
    const worker = openWorkerSender(app.factory, async (request) => {
      const answer = await realFetch(request)
      workerAnswers.push({ key: request.headers.get(IDEMPOTENCY_HEADER), status: answer.status })
      return answer
    })
    try {
      const [page, background] = await Promise.all([
        sendPendingWrites({ ignoreBackoff: true }),
        worker.sender.drain({ ignoreBackoff: true }),
      ])
      expect(page.pending).toBe(0)
      expect(background.pending).toBe(0)
    } finally {
      worker.close()
    }
    // Every key reached the server exactly once, whichever sender sent it.
    const sent = [...app.sentKeys, ...workerAnswers.map((answer) => answer.key)]
    expect([...sent].sort()).toEqual([...keys].sort())
    const statuses = [
      ...petAnswers().map((answer) => answer.status),
      ...workerAnswers.map((answer) => answer.status),
    ]
    expect(statuses.sort()).toEqual([201, 400])

    // The accepted one replicates and settles; the refused one stays, marked, with the
    // server's message — announced, since no action was waiting for it any more.
    const after = await shownWhen(
      database,
      owner.user.id,
      (pets) =>
        pets.length === 2 &&
        pets.some((pet) => pet.name === 'En cola' && pet.syncState === 'synced') &&
        pets.some((pet) => pet.name === 'Rechazada' && pet.syncState === 'failed'),
    )
    expect(after.map((pet) => pet.id).sort()).toEqual([accepted.id, refused.id].sort())
    await eventually('the refusal is announced', () => syncErrors.getSnapshot().length === 1)
    expect(syncErrors.getSnapshot().map((error) => error.message)).toEqual([
      'Alguna de las personalidades seleccionadas no existe.',
    ])
    await eventually('only the refused write is left', async () => {
      const left = await app.writes()
      return left.length === 1 && left[0]?.docId === refused.id
    })
    expect((await app.writes())[0]).toMatchObject({
      state: 'failed',
      status: 400,
      error: 'Alguna de las personalidades seleccionadas no existe.',
    })
    expect((await myPets(fixture.baseUrl, owner.token)).map((pet) => pet.name)).toEqual(['En cola'])

    // Discarded, it leaves the screen and the queue.
    await discardPendingChanges('pets', refused.id)
    await shownWhen(database, owner.user.id, (pets) => pets.length === 1)
    expect(await app.writes()).toEqual([])
  })
})
