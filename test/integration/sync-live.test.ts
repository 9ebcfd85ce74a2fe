import { describe, expect, it } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { useSyncEventSockets, waitUntil } from '../support/sockets.js'
import { createPet, pull, pullAll } from './pets-fixtures.js'

/** Live changes: after a pet write commits, its owner's sockets get SYNC_EVENT; nobody else's. */
describe.each(databaseTargets)('live pet changes over socket.io on $kind', (target) => {
  const fixture = useServer(target)
  const { recordingSocket: signedInSocket } = useSyncEventSockets<PetDoc>(() => fixture.baseUrl)
  const until = waitUntil

  it('sends a created and then a deleted pet to every socket of its owner only', async () => {
    const [owner, stranger] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const [phone, laptop, strangers] = await Promise.all([
      signedInSocket(owner.token),
      signedInSocket(owner.token),
      signedInSocket(stranger.token),
    ])

    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'En vivo' })
    await until(() => phone.length === 1 && laptop.length === 1)
    const feed = await pullAll(fixture.baseUrl, owner.token)
    expect(phone[0]).toEqual({
      collection: 'pets',
      documents: [{ ...pet, _deleted: false }],
      checkpoint: { seq: feed.checkpoint },
    })
    expect(laptop[0]).toEqual(phone[0])

    const deleted = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: owner.token,
    })
    expect(deleted.status).toBe(204)
    await until(() => phone.length === 2)
    const afterDelete = await pull(fixture.baseUrl, owner.token, feed.checkpoint)
    expect(phone[1]).toMatchObject({
      collection: 'pets',
      documents: [{ id: pet.id, _deleted: true }],
      checkpoint: afterDelete.checkpoint,
    })

    // The stranger's socket has had every chance to receive something by now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(strangers).toEqual([])
  })
})
