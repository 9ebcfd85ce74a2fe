import { beforeAll, describe, expect, it } from 'vitest'
import { discoverMessages as m } from '@contract/discover.contract'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { discover, near, north } from './discover-fixtures.js'
import { createPet } from './pets-fixtures.js'

type Query = Record<string, string | string[]>
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Hostile discover queries: each a Spanish 400 naming the problem, never a 500. */
const cases: { name: string; query: Query; message: string }[] = [
  { name: 'NaN latitude', query: near({ latitude: 'NaN' }), message: m.invalidLatitude },
  { name: 'Infinity', query: near({ longitude: 'Infinity' }), message: m.invalidLongitude },
  { name: 'latitude 91', query: near({ latitude: '91' }), message: m.invalidLatitude },
  { name: 'longitude -181', query: near({ longitude: '-181' }), message: m.invalidLongitude },
  { name: 'exponent', query: near({ latitude: '1e1' }), message: m.invalidLatitude },
  { name: 'hex', query: near({ longitude: '0x10' }), message: m.invalidLongitude },
  { name: 'latitude alone', query: { latitude: '13.7' }, message: m.latitudeWithoutLongitude },
  { name: 'array latitude', query: near({ latitude: ['13', '14'] }), message: m.invalidLatitude },
  { name: 'maxDistance 0', query: near({ maxDistance: '0' }), message: m.invalidMaxDistance },
  { name: 'maxDistance 101', query: near({ maxDistance: '101' }), message: m.invalidMaxDistance },
  {
    name: 'maxDistance text',
    query: near({ maxDistance: 'lejos' }),
    message: m.invalidMaxDistance,
  },
  { name: 'age -1', query: { ageMin: '-1' }, message: m.invalidAge },
  { name: 'age 31', query: { ageMax: '31' }, message: m.invalidAge },
  { name: 'age 2.5', query: { ageMin: '2.5' }, message: m.invalidAge },
  { name: 'ages reversed', query: { ageMin: '9', ageMax: '3' }, message: m.ageRangeReversed },
  { name: 'gender', query: { gender: 'otro' }, message: m.invalidGender },
  { name: 'gender array', query: { gender: ['male', 'female'] }, message: m.invalidGender },
  { name: 'huge breed', query: { breed: 'x'.repeat(5000) }, message: m.invalidText },
  { name: 'level', query: { energyLevel: 'extreme' }, message: m.invalidLevel },
  { name: 'boolean', query: { hasPedigree: 'quizás' }, message: m.invalidBoolean },
  {
    name: 'long list',
    query: { titles: Array.from({ length: 30 }, (_, i) => `t${i}`) },
    message: m.invalidList,
  },
  { name: 'limit 0', query: { limit: '0' }, message: m.invalidLimit },
  { name: 'limit 51', query: { limit: '51' }, message: m.invalidLimit },
  { name: 'offset -1', query: { offset: '-1' }, message: m.invalidOffset },
  { name: 'offset 5000', query: { offset: '5000' }, message: m.invalidOffset },
  { name: 'cursor junk', query: { cursor: 'bm90LWpzb24' }, message: m.invalidCursor },
  { name: 'cursor chars', query: { cursor: '{"m":"d"}' }, message: m.invalidCursor },
  { name: 'cursor long', query: { cursor: 'a'.repeat(500) }, message: m.invalidCursor },
  {
    name: 'cursor NaN',
    query: near({ cursor: b64({ m: 'd', d: 'NaN', i: 'x' }) }),
    message: m.invalidCursor,
  },
  {
    name: 'cursor of the other order',
    query: near({ cursor: b64({ m: 'n', c: '2026-01-01', i: 'x' }) }),
    message: m.invalidCursor,
  },
  { name: 'cursor and offset', query: { cursor: 'abc', offset: '1' }, message: m.cursorWithOffset },
  { name: 'pet id', query: { userPetId: '../../etc' }, message: m.invalidPetId },
]

describe.each(databaseTargets)('hostile discover queries on $kind', (target) => {
  const fixture = useServer(target)
  let user: RegisteredUser

  beforeAll(async () => {
    user = await registerUser(fixture.baseUrl)
    const other = await registerUser(fixture.baseUrl)
    await createPet(fixture.baseUrl, other.token, north(2))
  })

  it.each(cases)('refuses $name with a Spanish 400', async ({ query, message }) => {
    const result = await discover(fixture, user.token, query)
    expect(result.status).toBe(400)
    const body = result.body as unknown as ApiErrorBody
    expect(body.message).toBe(message)
    expect(Object.keys(body).sort()).toEqual(['error', 'message'])
  })

  it('asks for a session', async () => {
    const result = await call(fixture.baseUrl, 'GET', '/api/pets/discover')
    expect(result.status).toBe(401)
    expect(result.body).toMatchObject({ message: serverMessages.unauthorized })
  })

  it('answers random junk with 200 or 4xx, never 500', async () => {
    const keys = ['latitude', 'longitude', 'maxDistance', 'ageMin', 'ageMax', 'gender', 'breed']
    const junk = ['', ' ', '-0', '1e308', '9'.repeat(40), '%00', "' or 1=1 --", 'NULL', '[]', '{}']
    keys.push('energyLevel', 'titles', 'hasPedigree', 'useLocation', 'limit', 'offset', 'cursor')
    let seed = 7
    const pick = <T>(list: T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return list[seed % list.length] as T
    }
    for (let round = 0; round < 60; round++) {
      const query: Query = {}
      for (let n = 0; n < 3; n++) query[pick(keys)] = pick(junk)
      const result = await discover(fixture, user.token, query)
      expect(result.status, JSON.stringify(query)).toBeLessThan(500)
      if (result.status >= 400) expect(result.body.pets).toBeUndefined()
    }
  })
})
