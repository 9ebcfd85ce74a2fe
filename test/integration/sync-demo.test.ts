import { describe, expect, it } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { myPets, pullAll } from './pets-fixtures.js'

/**
 * The demo seed inserts its rows directly; start-up numbers them in the change feed so demo
 * owners get their pets through replication like any other.
 */
describe.each(databaseTargets)('demo pets in the change feed on $kind', (target) => {
  const fixture = useServer(target, { env: { DEMO_DATA: '1' } })

  it('gives every demo pet its own seq and pulls them to their owners', async () => {
    const rows = await queryRows<{ seq: string | number }>(fixture, 'SELECT seq FROM pets')
    const seqs = rows.map((row) => Number(row.seq))
    expect(seqs.length).toBeGreaterThan(0)
    expect(seqs.every((seq) => seq > 0)).toBe(true)
    expect(new Set(seqs).size).toBe(seqs.length)

    const login = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: 'ana@huellitas.app', password: 'huellitas123' },
    })
    expect(login.status).toBe(200)
    const feed = await pullAll(fixture.baseUrl, login.body.token)
    expect(feed.documents).toHaveLength(3)
    expect(feed.documents.every((doc) => doc.ownerId === login.body.user.id)).toBe(true)
    const pets = await myPets(fixture.baseUrl, login.body.token)
    expect(feed.documents.map((doc) => doc.id).sort()).toEqual(pets.map((pet) => pet.id).sort())
  })
})
