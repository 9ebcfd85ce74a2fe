import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { getDatabase } from '../../src/db'
import { sessionStore } from '../../src/session/session-store'
import { currentSyncEngine } from '../../src/sync'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { useAppSession } from '../support/replication-app.js'
import { eventually } from '../support/replication-client.js'

/**
 * The client's side of the server's session re-check: a token revoked in the database while
 * the app sits idle (no REST call that would get a 401) reaches the app through the socket's
 * SESSION_ENDED_EVENT, and the app ends the session as it does for a 401: signed out, sync
 * stopped, local data removed.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('a session ended while the socket is open', () => {
  const fixture = useServer(target, { env: { SESSION_RECHECK_SECONDS: '1' } })
  const app = useAppSession(fixture)

  it('signs the idle app out and removes its data', async () => {
    const owner = await registerUser(fixture.baseUrl)
    sessionStore.signIn(owner.user, owner.token)
    await app.signIn(owner)
    await eventually('the socket connects', () => currentSyncEngine()?.socket.isConnected === true)

    const tokenHash = createHash('sha256').update(owner.token).digest('hex')
    await executeSql(fixture, 'UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ?', [
      new Date().toISOString(),
      tokenHash,
    ])
    await eventually('the session expires', () => sessionStore.getState().token === null)
    await eventually('the data is gone', async () => (await app.factory.databases()).length === 0)
    expect(getDatabase()).toBeNull()
  })
})
