import { describe, expect, it } from 'vitest'
import type { MeResponse } from '@contract/auth.contract'
import type { ApiErrorBody } from '@contract/errors'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import { profileMessages, profileRules, type ProfileResponse } from '@contract/users.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { newKey } from './pets-fixtures.js'
import { pullProfile, putJson, userRow, validPlace, validProfile } from './profile-fixtures.js'

/** PUT /api/users/profile, /api/users/location, /api/auth/location and the profile feed. */
describe.each(databaseTargets)('profile API on $kind', (target) => {
  const fixture = useServer(target)

  it('saves the profile, bumps updatedAt and the feed, and keeps /me a PublicUser', async () => {
    const user = await registerUser(fixture.baseUrl, { phone: '7000-0000' })
    const before = await pullProfile(fixture, user.token)
    expect(before.documents).toHaveLength(1)
    const registered = before.documents[0]
    expect(registered).toMatchObject({ id: user.user.id, shareLocation: false, _deleted: false })

    const saved = await putJson<ProfileResponse>(fixture, '/api/users/profile', user.token, {
      name: '  Lucía Martínez ',
      bio: validProfile.bio,
      phone: validProfile.phone,
      location: validProfile.location,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.user).toMatchObject({ ...validProfile, id: user.user.id, email: user.email })
    expect(Date.parse(saved.body.user.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(registered?.updatedAt ?? ''),
    )

    const after = await pullProfile(fixture, user.token, before.checkpoint.seq)
    expect(after.checkpoint.seq).toBeGreaterThan(before.checkpoint.seq)
    expect(after.documents).toEqual([{ ...saved.body.user, _deleted: false }])
    expect((await pullProfile(fixture, user.token, after.checkpoint.seq)).documents).toEqual([])

    // Blank optional fields are cleared.
    const cleared = await putJson<ProfileResponse>(fixture, '/api/users/profile', user.token, {
      name: 'Lucía',
      bio: '  ',
      phone: null,
    })
    expect(cleared.body.user).toMatchObject({
      name: 'Lucía',
      bio: null,
      phone: null,
      location: null,
    })

    const me = await call<MeResponse>(fixture.baseUrl, 'GET', '/api/auth/me', { token: user.token })
    expect(Object.keys(me.body.user).sort()).toEqual(Object.keys(user.user).sort())
    expect(me.body.user).toMatchObject({ name: 'Lucía', bio: null })
  })

  it.each([
    { label: 'an empty name', body: { name: '' }, message: profileMessages.nameRequired },
    { label: 'a blank name', body: { name: '   ' }, message: profileMessages.nameRequired },
    { label: 'no name at all', body: {}, message: profileMessages.nameRequired },
    {
      label: 'a name too long',
      body: { name: 'x'.repeat(profileRules.nameMaxLength + 1) },
      message: profileMessages.nameTooLong,
    },
    {
      label: 'a bio too long',
      body: { name: 'Ana', bio: 'b'.repeat(profileRules.bioMaxLength + 1) },
      message: profileMessages.bioTooLong,
    },
    {
      label: 'a phone with letters',
      body: { name: 'Ana', phone: 'llámame' },
      message: profileMessages.phoneInvalid,
    },
    {
      label: 'a phone that is a number',
      body: { name: 'Ana', phone: 12345 },
      message: profileMessages.phoneInvalid,
    },
    {
      label: 'a location too long',
      body: { name: 'Ana', location: 'l'.repeat(profileRules.locationMaxLength + 1) },
      message: profileMessages.locationTooLong,
    },
  ])('refuses $label with its Spanish message and changes nothing', async ({ body, message }) => {
    const user = await registerUser(fixture.baseUrl)
    const row = await userRow(fixture, user.user.id)
    const result = await putJson<ApiErrorBody>(fixture, '/api/users/profile', user.token, body)
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ error: 'invalid-body', message })
    expect(await userRow(fixture, user.user.id)).toEqual(row)
  })

  it('refuses bodies that are not a JSON profile', async () => {
    const user = await registerUser(fixture.baseUrl)
    const row = await userRow(fixture, user.user.id)
    const text = await call<ApiErrorBody>(fixture.baseUrl, 'PUT', '/api/users/profile', {
      token: user.token,
      body: 'name=Ana',
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    expect(text.body.error).toBe('unsupported-media-type')
    const array = await putJson<ApiErrorBody>(fixture, '/api/users/profile', user.token, ['Ana'])
    expect(array.status).toBe(400)
    const anonymous = await call(fixture.baseUrl, 'PUT', '/api/users/profile', {
      json: { name: 'Ana' },
    })
    expect(anonymous.status).toBe(401)
    expect(await userRow(fixture, user.user.id)).toEqual(row)
  })

  it('turns location sharing on with coordinates and off with all nulls', async () => {
    const user = await registerUser(fixture.baseUrl)
    const on = await putJson<ProfileResponse>(fixture, '/api/users/location', user.token, {
      ...validPlace,
      location: 'Colonia Escalón, San Salvador, El Salvador',
    })
    expect(on.status).toBe(200)
    expect(on.body.user).toMatchObject({
      latitude: validPlace.latitude,
      longitude: validPlace.longitude,
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Colonia Escalón, San Salvador, El Salvador',
      shareLocation: true,
    })
    expect(await userRow(fixture, user.user.id)).toMatchObject({
      address: 'Colonia Escalón',
      share_location: 1,
    })

    const off = await putJson<ProfileResponse>(fixture, '/api/users/location', user.token, {
      latitude: null,
      longitude: null,
      address: null,
      city: null,
      country: null,
      location: null,
    })
    expect(off.status).toBe(200)
    expect(off.body.user).toMatchObject({
      latitude: null,
      longitude: null,
      city: null,
      country: null,
      location: null,
      shareLocation: false,
    })
    expect(await userRow(fixture, user.user.id)).toMatchObject({ address: null, share_location: 0 })
    const feed = await pullProfile(fixture, user.token)
    expect(feed.documents).toEqual([{ ...off.body.user, _deleted: false }])
  })

  it.each([
    {
      label: 'a latitude over 90',
      body: { ...validPlace, latitude: 91 },
      message: profileMessages.coordinatesInvalid,
    },
    {
      label: 'a longitude under -180',
      body: { ...validPlace, longitude: -180.5 },
      message: profileMessages.coordinatesInvalid,
    },
    {
      label: 'a latitude sent as text',
      body: { ...validPlace, latitude: '13.7' },
      message: profileMessages.coordinatesInvalid,
    },
    {
      label: 'a latitude without longitude',
      body: { ...validPlace, longitude: null },
      message: profileMessages.coordinatesIncomplete,
    },
    {
      label: 'a city too long',
      body: { ...validPlace, city: 'c'.repeat(profileRules.locationMaxLength + 1) },
      message: profileMessages.locationTooLong,
    },
  ])('refuses $label on both location routes', async ({ body, message }) => {
    const user = await registerUser(fixture.baseUrl)
    const row = await userRow(fixture, user.user.id)
    for (const path of ['/api/users/location', '/api/auth/location']) {
      const result = await putJson<ApiErrorBody>(fixture, path, user.token, body)
      expect(result.status).toBe(400)
      expect(result.body).toEqual({ error: 'invalid-body', message })
    }
    expect(await userRow(fixture, user.user.id)).toEqual(row)
  })

  it('saves the pet forms’ location without touching sharing', async () => {
    const user = await registerUser(fixture.baseUrl)
    const saved = await putJson<ProfileResponse>(
      fixture,
      '/api/auth/location',
      user.token,
      validPlace,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.user).toMatchObject({
      latitude: validPlace.latitude,
      longitude: validPlace.longitude,
      city: 'San Salvador',
      country: 'El Salvador',
      location: null,
      shareLocation: false,
    })
    await putJson(fixture, '/api/users/location', user.token, { ...validPlace, location: 'Aquí' })
    const again = await putJson<ProfileResponse>(fixture, '/api/auth/location', user.token, {
      ...validPlace,
      latitude: 13.7,
      city: 'Santa Tecla',
    })
    expect(again.body.user).toMatchObject({
      latitude: 13.7,
      city: 'Santa Tecla',
      location: 'Aquí',
      shareLocation: true,
    })
  })

  it('never pulls another user’s profile', async () => {
    const [ana, beto] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Ana' }),
      registerUser(fixture.baseUrl, { name: 'Beto' }),
    ])
    const anaStart = await pullProfile(fixture, ana.token)
    await putJson(fixture, '/api/users/profile', beto.token, { name: 'Beto Cambiado' })
    await putJson(fixture, '/api/users/location', beto.token, validPlace)

    const anaFeed = await pullProfile(fixture, ana.token)
    expect(anaFeed.documents.map((doc) => doc.id)).toEqual([ana.user.id])
    expect(anaFeed.checkpoint).toEqual(anaStart.checkpoint)
    expect((await pullProfile(fixture, ana.token, anaStart.checkpoint.seq)).documents).toEqual([])
    const betoFeed = await pullProfile(fixture, beto.token)
    expect(betoFeed.documents.map((doc) => [doc.id, doc.name])).toEqual([
      [beto.user.id, 'Beto Cambiado'],
    ])
  })

  it('answers a repeated PUT with the same Idempotency-Key without writing again', async () => {
    const user = await registerUser(fixture.baseUrl)
    const key = newKey()
    const headers = { [IDEMPOTENCY_HEADER]: key }
    const first = await putJson(fixture, '/api/users/profile', user.token, validProfile, headers)
    expect(first.status).toBe(200)
    const afterFirst = await pullProfile(fixture, user.token)
    const row = await userRow(fixture, user.user.id)

    const repeat = await putJson(fixture, '/api/users/profile', user.token, validProfile, headers)
    expect(repeat.status).toBe(200)
    expect(repeat.text).toBe(first.text)
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(await pullProfile(fixture, user.token)).toEqual(afterFirst)
    expect(await userRow(fixture, user.user.id)).toEqual(row)

    // A new key is a new write: the seq moves on.
    await putJson(fixture, '/api/users/profile', user.token, validProfile, {
      [IDEMPOTENCY_HEADER]: newKey(),
    })
    const third = await pullProfile(fixture, user.token)
    expect(third.checkpoint.seq).toBeGreaterThan(afterFirst.checkpoint.seq)
  })
})
