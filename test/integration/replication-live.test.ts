import { afterEach, describe, expect, it } from 'vitest'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet, myPets, petForm, sendForm, validPet } from './pets-fixtures.js'
import {
  eventually,
  inSync,
  openDevice,
  socketConnected,
  type Device,
} from '../support/replication-client.js'

/**
 * Live replication: socket.io events applied without a pull, RESYNC after a reconnect, and two
 * devices of one owner converging. Devices open only pets (two per realm).
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('live replication', () => {
  const fixture = useServer(target)
  const devices: Device[] = []
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  async function device(owner: Awaited<ReturnType<typeof registerUser>>) {
    const opened = await openDevice(fixture.baseUrl, owner, { collections: ['pets'] })
    devices.push(opened)
    await socketConnected(opened)
    await inSync(opened)
    return opened
  }

  /** Waits until no pull has been sent for `quietMs` (the connect RESYNC is done). */
  async function quiet(phone: Device, quietMs = 300) {
    let last = -1
    await eventually('pulls stop', async () => {
      const now = phone.pulls()
      if (now === last) return true
      last = now
      await new Promise((resolve) => setTimeout(resolve, quietMs))
      return false
    })
  }

  it('applies a change from the socket event, without pulling', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const phone = await device(owner)
    await quiet(phone)
    const pullsBefore = phone.pulls()

    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'En vivo' })
    await eventually('the pet arrives', async () => (await phone.pets()).length === 1)
    expect((await phone.pets())[0]).toEqual(pet)

    const edited = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({ ...validPet, name: 'En vivo, editada' }),
    )
    await eventually(
      'the edit arrives',
      async () => (await phone.pets())[0]?.name === 'En vivo, editada',
    )
    expect((await phone.pets())[0]).toEqual(edited.body.pet)
    expect(phone.pulls()).toBe(pullsBefore)
  })

  it('catches up on what changed while its socket was down, by pulling after reconnecting', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const kept = await createPet(fixture.baseUrl, owner.token, { name: 'Antes' })
    const gone = await createPet(fixture.baseUrl, owner.token, { name: 'Se borra' })
    const phone = await device(owner)
    await quiet(phone)

    phone.engine.socket.disconnect()
    await eventually('the socket is down', () => !phone.engine.socket.isConnected)
    const added = await createPet(fixture.baseUrl, owner.token, { name: 'Mientras tanto' })
    await call(fixture.baseUrl, 'DELETE', `/api/pets/${gone.id}`, { token: owner.token })
    // Nothing arrives while disconnected (no event, no reason to pull).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await phone.pets()).map((pet) => pet.id).sort()).toEqual([kept.id, gone.id].sort())

    const pullsBefore = phone.pulls()
    phone.engine.socket.connect()
    await eventually('the missed changes arrive', async () => {
      const ids = (await phone.pets()).map((pet) => pet.id)
      return ids.length === 2 && ids.includes(added.id) && !ids.includes(gone.id)
    })
    expect(phone.pulls()).toBeGreaterThan(pullsBefore)
  })

  it('brings two devices of one owner to the same pets as the server', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const seeded = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((name) => createPet(fixture.baseUrl, owner.token, { name })),
    )
    const [phone, laptop] = [await device(owner), await device(owner)]

    // Writes from "each device" (their REST calls) and concurrently from elsewhere.
    await Promise.all([
      createPet(fixture.baseUrl, owner.token, { name: 'Desde el teléfono' }),
      createPet(fixture.baseUrl, owner.token, { name: 'Desde la laptop' }),
      sendForm(
        fixture.baseUrl,
        'PUT',
        `/api/pets/${seeded[0]?.id}`,
        owner.token,
        petForm({ ...validPet, name: 'Uno editado' }),
      ),
      call(fixture.baseUrl, 'DELETE', `/api/pets/${seeded[1]?.id}`, { token: owner.token }),
    ])
    const server = await myPets(fixture.baseUrl, owner.token)
    expect(server).toHaveLength(4)
    const sorted = (pets: { id: string }[]) => [...pets].sort((a, b) => a.id.localeCompare(b.id))
    for (const each of [phone, laptop]) {
      await eventually('the device matches the server', async () => {
        const stored = await each.pets()
        return JSON.stringify(sorted(stored)) === JSON.stringify(sorted(server))
      })
    }
    expect(sorted(await phone.pets())).toEqual(sorted(await laptop.pets()))
  })
})
