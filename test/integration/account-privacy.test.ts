import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chatMessages } from '@contract/chat.messages'
import type { ApiErrorBody } from '@contract/errors'
import type { DiscoverPet } from '@contract/discover.contract'
import { EXPORT_FILE_NAME, privacyMessages } from '@contract/privacy.contract'
import type { ProfileResponse } from '@contract/users.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer, type ServerFixture } from '../support/server-fixture.js'
import { matchedPair, messagesState, sendMessage } from './chat-fixtures.js'
import { discover, letSearchAnywhere, near } from './discover-fixtures.js'
import { feedState, ownerWithPets, pet, type Owner } from './matches-fixtures.js'
import { createPet, jpeg, myPets } from './pets-fixtures.js'
import {
  deviceSet,
  ownerWithPet,
  reportAlert,
  sendSighting,
  userAt,
  validSighting,
  SAN_SALVADOR,
  type LostPetDoc,
  type SightingDoc,
} from './lost-pets-fixtures.js'

/**
 * Settings › Privacidad against a real server: the two discover toggles, 'Descargar mis datos'
 * and 'Eliminar mi cuenta' — each only for the caller, a wrong password changing nothing.
 */
const setPrivacy = (fixture: ServerFixture, token: string | undefined, json: unknown) =>
  call<ProfileResponse & ApiErrorBody>(fixture.baseUrl, 'PUT', '/api/users/privacy', {
    ...(token ? { token } : {}),
    json,
  })
const exportOf = (fixture: ServerFixture, token?: string) =>
  call<unknown>(fixture.baseUrl, 'GET', '/api/users/export', {
    ...(token ? { token } : {}),
  })
const deleteAccount = (fixture: ServerFixture, token: string | undefined, json: unknown) =>
  call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/users/delete-account', {
    ...(token ? { token } : {}),
    json,
  })
const login = (fixture: ServerFixture, email: string, password: string) =>
  call(fixture.baseUrl, 'POST', '/api/auth/login', { json: { email, password } })

async function seenBy(fixture: ServerFixture, viewer: Owner, owner: Owner) {
  // A searcher with no saved place centres discover by coordinates: a premium benefit.
  await letSearchAnywhere(fixture, viewer.user.id)
  const answer = await discover(fixture, viewer.token, near({ limit: '50' }))
  expect(answer.status).toBe(200)
  const ids = new Set(owner.pets.map((p) => p.id))
  return answer.body.pets.filter((p: DiscoverPet) => ids.has(p.id))
}

describe.each(databaseTargets)('Settings › Privacidad on $kind', (target) => {
  const fixture = useServer(target, { env: { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' } })

  it('asks who is calling on every route', async () => {
    expect((await setPrivacy(fixture, undefined, { discoverable: false })).status).toBe(401)
    expect((await exportOf(fixture)).status).toBe(401)
    expect((await deleteAccount(fixture, undefined, { password: 'x' })).status).toBe(401)
  })

  it('hides the distance, then the pets, from the others’ discover', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const [before] = await seenBy(fixture, ana, bruno)
    expect(typeof before?.distance).toBe('number')
    expect(before?.formattedDistance).toMatch(/km/)

    const hidden = await setPrivacy(fixture, bruno.token, { showDistance: false })
    expect(hidden.status).toBe(200)
    expect(hidden.body.user).toMatchObject({ showDistance: false, discoverable: true })
    const [near1] = await seenBy(fixture, ana, bruno)
    expect(near1).toMatchObject({
      distance: null,
      formattedDistance: privacyMessages.nearYou,
      distanceHidden: true,
    })

    const invisible = await setPrivacy(fixture, bruno.token, { discoverable: false })
    expect(invisible.body.user).toMatchObject({ showDistance: false, discoverable: false })
    expect(await seenBy(fixture, ana, bruno)).toEqual([])
    // Only Bruno's pets: Ana's stay visible to him.
    expect(await seenBy(fixture, bruno, ana)).toHaveLength(1)

    await setPrivacy(fixture, bruno.token, { discoverable: true, showDistance: true })
    const [back] = await seenBy(fixture, ana, bruno)
    expect(typeof back?.distance).toBe('number')
  })

  it('refuses a bad toggle in Spanish and changes nothing', async () => {
    const user = await registerUser(fixture.baseUrl)
    for (const [body, message] of [
      [{}, privacyMessages.settingsEmpty],
      [{ discoverable: 'no' }, privacyMessages.settingsInvalid],
      [{ showDistance: null }, privacyMessages.settingsInvalid],
    ] as const) {
      const refused = await setPrivacy(fixture, user.token, body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(message)
    }
    expect((await setPrivacy(fixture, user.token, { other: true })).status).toBe(400)
    const profile = await setPrivacy(fixture, user.token, { showDistance: true })
    expect(profile.body.user).toMatchObject({ discoverable: true, showDistance: true })
  })

  it('exports what the caller created, streamed as a download, and nothing of anyone else', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const photoPet = await createPet(fixture.baseUrl, ana.token, {
      name: 'Canela',
      photos: [{ name: 'canela.jpg', data: await jpeg() }],
    })
    expect(
      (await sendMessage(fixture, ana.token, matchId, { content: 'Hola de Ana' })).status,
    ).toBe(201)
    expect(
      (await sendMessage(fixture, bruno.token, matchId, { content: 'Hola de Bruno' })).status,
    ).toBe(201)
    const comment = await call(fixture.baseUrl, 'POST', `/api/comments/pet/${pet(bruno).id}`, {
      token: ana.token,
      json: { content: 'Qué bonito' },
    })
    expect(comment.status).toBe(201)

    const exported = await exportOf(fixture, ana.token)
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="${EXPORT_FILE_NAME}"`,
    )
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/)
    const data = exported.body as {
      profile: { id: string; email: string; password_hash?: string }
      pets: { id: string; name: string; photos: string[] }[]
      matches: { id: string }[]
      messages: { content: string }[]
      favorites: { target_pet_id: string }[]
      comments: { content: string }[]
    }
    expect(data.profile).toMatchObject({ id: ana.user.id, email: ana.email })
    expect(data.profile).not.toHaveProperty('password_hash')
    expect(data.pets.map((p) => p.name).sort()).toEqual([pet(ana).name, 'Canela'].sort())
    expect(data.pets.find((p) => p.id === photoPet.id)?.photos).toEqual(photoPet.photos)
    expect(data.matches.map((m) => m.id)).toEqual([matchId])
    expect(data.messages.map((m) => m.content)).toEqual(['Hola de Ana'])
    expect(data.favorites.map((f) => f.target_pet_id)).toEqual([pet(bruno).id])
    expect(data.comments.map((c) => c.content)).toEqual(['Qué bonito'])
    for (const key of ['lostPets', 'sightings', 'bookings', 'cycleRecords', 'notifications']) {
      expect(Array.isArray((data as Record<string, unknown>)[key])).toBe(true)
    }
    // Bruno's export is his own: his profile, pets and words, none of Ana's. (His notice of
    // Ana's message is his notification, so the text is compared section by section.)
    const his = (await exportOf(fixture, bruno.token)).body as typeof data
    expect(his.profile.id).toBe(bruno.user.id)
    expect(his.pets.map((p) => p.id)).toEqual([pet(bruno).id])
    expect(his.messages.map((m) => m.content)).toEqual(['Hola de Bruno'])
    expect(his.comments).toEqual([])
    expect(JSON.stringify(his)).not.toContain(ana.email)
  })

  it('refuses a wrong password in Spanish and deletes nothing', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const wrong = await deleteAccount(fixture, ana.token, { password: 'no-es-esta' })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({ error: 'wrong-password', message: privacyMessages.wrongPassword })
    const missing = await deleteAccount(fixture, ana.token, {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(privacyMessages.passwordRequired)
    expect((await login(fixture, ana.email, ana.password)).status).toBe(200)
    expect((await login(fixture, bruno.email, bruno.password)).status).toBe(200)
    expect(await myPets(fixture.baseUrl, ana.token)).toHaveLength(1)
    const chat = [...(await feedState(fixture, bruno.token)).values()].find(
      (doc) => doc.matchId === matchId && doc.kind === 'match',
    )
    expect(chat?.otherUserName).toBe('Ana')
    expect((await exportOf(fixture, ana.token)).status).toBe(200)
  })

  it('deletes the account: sessions, pets, photos gone; the chat stays for the other member', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const carla = await ownerWithPets(fixture, 0, 'Carla')
    const photoPet = await createPet(fixture.baseUrl, ana.token, {
      name: 'Canela',
      photos: [{ name: 'canela.jpg', data: await jpeg() }],
    })
    ana.pets.push(photoPet)
    const photoFile = join(fixture.server.dataDir, photoPet.photos[0] ?? 'missing')
    expect(existsSync(photoFile)).toBe(true)
    expect(await seenBy(fixture, carla, ana)).toHaveLength(2)
    expect((await sendMessage(fixture, ana.token, matchId, { content: 'Adiós' })).status).toBe(201)

    expect((await deleteAccount(fixture, ana.token, { password: ana.password })).status).toBe(204)

    expect((await call(fixture.baseUrl, 'GET', '/api/auth/me', { token: ana.token })).status).toBe(
      401,
    )
    expect((await login(fixture, ana.email, ana.password)).status).toBe(401)
    expect(await seenBy(fixture, carla, ana)).toEqual([])
    expect(existsSync(photoFile)).toBe(false)

    const brunoMatches = await feedState(fixture, bruno.token)
    const chat = [...brunoMatches.values()].find(
      (doc) => doc.matchId === matchId && doc.kind === 'match',
    )
    expect(chat?.otherUserName).toBe(privacyMessages.deletedUser)
    const messages = [...(await messagesState(fixture, bruno.token)).values()]
    expect(messages.map((m) => m.content)).toContain('Adiós')

    // The match has ended: Bruno reads the history but cannot write to a deleted account.
    const late = await sendMessage(fixture, bruno.token, matchId, { content: '¿Sigues ahí?' })
    expect(late.status).toBe(410)
    expect((late.body as unknown as ApiErrorBody).message).toBe(chatMessages.recipientDeleted)

    // Nobody else was touched.
    expect((await login(fixture, bruno.email, bruno.password)).status).toBe(200)
    expect(await seenBy(fixture, carla, bruno)).toHaveLength(1)

    // The address is free again.
    const again = await registerUser(fixture.baseUrl, { email: ana.email })
    expect(again.user.id).not.toBe(ana.user.id)
  })

  it("takes the user's alert off the neighbours' devices and their contact off the sightings they filed", async () => {
    const deleting = await ownerWithPet(fixture.baseUrl)
    const neighbour = await userAt(fixture.baseUrl, SAN_SALVADOR, 'Vecina')
    const owner = await ownerWithPet(fixture.baseUrl)
    const alert = await reportAlert(fixture.baseUrl, deleting.user.token, deleting.pet.id)
    const theirAlert = await reportAlert(fixture.baseUrl, owner.user.token, owner.pet.id)
    const seen = await sendSighting(fixture.baseUrl, deleting.user.token, {
      ...validSighting(theirAlert.id),
      contactName: 'Ana Borrada',
    })
    expect(seen.status).toBe(201)
    expect(
      (await deviceSet<LostPetDoc>(fixture.baseUrl, neighbour, 'lostPets')).has(alert.id),
    ).toBe(true)

    const deleted = await deleteAccount(fixture, deleting.user.token, {
      password: deleting.user.password,
    })
    expect(deleted.status).toBe(204)

    // The neighbour's device, pulling on from where it was, drops the alert and its contact.
    const held = await deviceSet<LostPetDoc>(fixture.baseUrl, neighbour, 'lostPets')
    expect(held.has(alert.id)).toBe(false)
    expect(held.has(theirAlert.id)).toBe(true)
    // The owner keeps what was seen, but no longer who saw it.
    const sightings = await deviceSet<SightingDoc>(fixture.baseUrl, owner.user, 'sightings')
    const kept = sightings.get(seen.body.sighting.id)
    expect(kept?.contactName).toBe(privacyMessages.deletedUser)
    expect(kept?.contactPhone).toBe('')
  })
})
