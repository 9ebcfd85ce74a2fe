import ky from 'ky'
import { describe, expect, it, vi } from 'vitest'
import { PULL_LIMIT_MAX } from '@contract/sync.contract'
import { startEarlyPulls, takeEarlyPull } from '../../src/sync/early-pulls'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { realFetch, shownWhen, useAppSession } from '../support/replication-app.js'
import { createPet } from './pets-fixtures.js'

/**
 * A new device's first pulls, sent before its database opens (src/sync/early-pulls.ts): the
 * replication takes them instead of asking again, and what changed on the server between that
 * early answer and the socket's connection still arrives (each connect pulls again).
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('early first pulls', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)

  it('are taken by the replication, and a change made after them still arrives', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const first = await createPet(fixture.baseUrl, owner.token, { name: 'Luna' })

    const sent: string[] = []
    const answered = new Map<string, unknown>()
    const http = ky.create({
      prefixUrl: `${fixture.baseUrl}/api`,
      retry: 0,
      fetch: async (input, init) => {
        const request = new Request(input, init)
        const feed = new URL(request.url).pathname
        sent.push(feed)
        const response = await realFetch(request)
        answered.set(feed, await response.clone().json())
        return response
      },
    })
    await startEarlyPulls(owner.user.id, owner.token, { indexedDB: app.factory, http })
    const feeds = ['pets', 'profile', 'matches', 'messages', 'notifications'] as const
    const paths = feeds.map((feed) => `/api/sync/${feed}/pull`)
    expect(sent.sort()).toEqual([...paths].sort())
    await vi.waitFor(() => expect(answered.size).toBe(feeds.length))
    // The early page was read before the second pet existed.
    const earlyPets = answered.get('/api/sync/pets/pull') as { documents: { id: string }[] }
    expect(earlyPets.documents.map((pet) => pet.id)).toEqual([first.id])
    const second = await createPet(fixture.baseUrl, owner.token, { name: 'Sol' })

    const database = await app.signIn(owner)
    const pets = await shownWhen(database, owner.user.id, (list) => list.length === 2)
    expect(pets.map((pet) => pet.id).sort()).toEqual([first.id, second.id].sort())
    // The replication took every early page (each is taken once; none is left).
    for (const feed of feeds) {
      expect(takeEarlyPull(owner.token, feed, 0, PULL_LIMIT_MAX)).toBeUndefined()
    }
  })
})
