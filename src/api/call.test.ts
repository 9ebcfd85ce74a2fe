import { describe, expect, it } from 'vitest'
import { usersEndpoints } from '@contract/users.endpoints'
import { endpoints, shape } from '@contract/endpoint'
import { queuedRequest } from './call'

const table = endpoints({
  rename: {
    method: 'PUT',
    path: '/api/things/:id/name',
    auth: 'user',
    delivery: 'queued',
    summary: 'test',
    ...shape<undefined, { name: string }>(),
  },
})

describe('queuedRequest', () => {
  it("gives the write queue the table's method and the path below /api", () => {
    const json = { name: 'Luna', bio: null, phone: null, location: null }
    expect(queuedRequest(usersEndpoints.profile, { json })).toEqual({
      method: 'PUT',
      path: 'users/profile',
      json,
    })
  })

  it('fills and encodes the path parameters', () => {
    expect(queuedRequest(table.rename, { params: { id: 'a/b' }, json: { name: 'x' } })).toEqual({
      method: 'PUT',
      path: 'things/a%2Fb/name',
      json: { name: 'x' },
    })
  })
})
