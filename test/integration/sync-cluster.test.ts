import { describe, expect, it } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  SYNC_EVENT,
  type SyncEventPayload,
} from '@contract/sync.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { twoNodes } from '../support/two-nodes.js'
import { connected, openSocket } from '../support/sockets.js'
import { createPet, myPets, newKey, petForm, sendForm, validPet } from './pets-fixtures.js'

/**
 * Two server nodes sharing one database and one Redis: a change committed on one node reaches
 * the owner's socket held by the other, and an Idempotency-Key holds across nodes.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)('sync across two nodes on $kind', (target) => {
  const nodes = twoNodes(target, redisUrl ?? '')

  it('sends a pet written on one node to the owner’s socket on the other', async () => {
    const [a, b] = nodes()
    const owner = await registerUser(a.baseUrl)
    const socket = openSocket(b.baseUrl, owner.token)
    const events: SyncEventPayload<PetDoc>[] = []
    socket.on(SYNC_EVENT, (payload: SyncEventPayload<PetDoc>) => events.push(payload))
    try {
      await connected(socket)
      const pet = await createPet(a.baseUrl, owner.token, { name: 'Viajera' })
      const deadline = Date.now() + 5000
      while (events.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(events).toHaveLength(1)
      expect(events[0]?.documents).toEqual([{ ...pet, _deleted: false }])
    } finally {
      socket.disconnect()
    }
  })

  it('creates one pet when the same keyed POST hits both nodes at once', async () => {
    const [a, b] = nodes()
    const owner = await registerUser(a.baseUrl)
    const key = newKey()
    const results = await Promise.all(
      [a, b, a, b, a, b].map((node) =>
        sendForm(node.baseUrl, 'POST', '/api/pets', owner.token, petForm(validPet), {
          [IDEMPOTENCY_HEADER]: key,
        }),
      ),
    )
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 201])
    expect(new Set(results.map((result) => result.text)).size).toBe(1)
    const replayed = results.filter((r) => r.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')
    expect(replayed).toHaveLength(5)
    expect(await myPets(b.baseUrl, owner.token)).toHaveLength(1)
  })
})
