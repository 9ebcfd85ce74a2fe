import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../src/db'
import { sessionStore } from '../../src/session/session-store'
import { createPet } from '../../src/features/pets'
import { currentSyncEngine, getSyncContext, stopSync } from '../../src/sync'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet as createPetOverRest } from './pets-fixtures.js'
import { petFields, shownWhen, useAppSession } from '../support/replication-app.js'
import { eventually } from '../support/replication-client.js'

/**
 * The end of a session: sign-out and a refused token both stop replication and delete every
 * IndexedDB database of the user (listed through fake-indexeddb's `databases()`).
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('ending the sync session', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)

  it('leaves no local data after logout', async () => {
    const owner = await registerUser(fixture.baseUrl)
    await createPetOverRest(fixture.baseUrl, owner.token, { name: 'Privada' })
    const database = await app.signIn(owner)
    await shownWhen(database, owner.user.id, (pets) => pets.length === 1)
    app.network = 'offline'
    await createPet(petFields({ name: 'Pendiente' }), [])
    expect((await app.factory.databases()).length).toBeGreaterThan(0)

    await stopSync({ removeData: true })
    expect(getDatabase()).toBeNull()
    expect(getSyncContext()).toBeNull()
    expect(await app.factory.databases()).toEqual([])
  })

  it('stops and removes the local data when the server refuses the token', async () => {
    const owner = await registerUser(fixture.baseUrl)
    sessionStore.signIn(owner.user, owner.token)
    const database = await app.signIn(owner)
    const engine = currentSyncEngine()
    await Promise.all(
      engine?.replications.map((replication) => replication.state.awaitInSync()) ?? [],
    )
    expect(database.closed).toBe(false)

    // The token is revoked elsewhere (e.g. a logout on another device of a shared token).
    const revoked = await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: owner.token })
    expect(revoked.status).toBeLessThan(300)
    getSyncContext()?.reSync()
    await eventually('the session expires', () => sessionStore.getState().token === null)
    await eventually('the data is gone', async () => (await app.factory.databases()).length === 0)
    expect(getDatabase()).toBeNull()
  })
})
