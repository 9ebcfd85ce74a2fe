import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '@contract/error-codes'
import { lostPetMessages as m, type LostPetResponse } from '@contract/lost-pets.contract'
import { call, registerUser } from '../support/api.js'
import { countRows, executeSql } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  ESCALON,
  jpeg,
  ownerWithPet,
  reportAlert,
  SAN_SALVADOR,
  sendAlert,
  sendSighting,
  setStatus,
  validAlert,
  validSighting,
} from './lost-pets-fixtures.js'

/** POST /api/lost-pets/report, GET /api/lost-pets/{id}, PATCH …/status (spec §4, §5, §6). */
describe.each(databaseTargets)('lost-pet alerts on $kind', (target) => {
  const fixture = useServer(target)
  const base = () => fixture.baseUrl

  it('creates an alert with photos re-encoded without EXIF, and shows nobody’s home', async () => {
    const { user, pet } = await ownerWithPet(base(), SAN_SALVADOR)
    const withExif = await sharp(await jpeg(80, 60))
      .withExif({ IFD0: { Copyright: 'secreto' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const result = await sendAlert(base(), user.token, validAlert(pet.id), [
      { name: 'uno.jpg', data: withExif },
      { name: 'dos.jpg', data: await jpeg() },
    ])
    expect(result.status).toBe(201)
    expect(result.body.message).toBe(m.createSuccess)
    const alert = result.body.lostPet
    expect(alert).toMatchObject({
      petId: pet.id,
      reporterId: user.user.id,
      ownerId: user.user.id,
      name: pet.name,
      breed: pet.breed,
      species: 'dog',
      latitude: ESCALON.latitude,
      longitude: ESCALON.longitude,
      lastSeenLocation: 'Parque Cuscatlán, San Salvador',
      lastSeenTime: '08:30',
      urgencyLevel: 'high',
      reward: '$50',
      contactPhone: '+503 7000 0000',
      contactEmail: 'ana@example.com',
      additionalNotes: 'Es tímida.',
      views: 0,
      status: 'active',
    })
    const days = (Date.parse(alert.expiresAt) - Date.parse(alert.createdAt)) / 86_400_000
    expect(Math.round(days)).toBe(60)
    expect(alert.photos).toHaveLength(2)
    for (const photo of alert.photos) {
      expect(photo).toMatch(/^\/uploads\/lost-pets\/[0-9a-f]{32}\.webp$/)
      const served = await fetch(new URL(photo, base()))
      expect(served.status).toBe(200)
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
    }
    // Privacy of places: the reporter's saved location (and its address) appear nowhere.
    const read = await call<LostPetResponse>(base(), 'GET', `/api/lost-pets/${alert.id}`, {
      token: (await registerUser(base())).token,
    })
    for (const text of [result.text, read.text]) {
      expect(text).not.toContain(String(SAN_SALVADOR.latitude))
      expect(text).not.toContain(String(SAN_SALVADOR.longitude))
      expect(text).not.toContain('Calle Secreta')
    }
  })

  it('refuses every §5 breach with a Spanish 4xx and stores nothing', async () => {
    const { user, pet } = await ownerWithPet(base())
    const valid = validAlert(pet.id)
    const tomorrow2 = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const cases: [Record<string, string | undefined>, number, string][] = [
      [{ petId: undefined }, 400, m.petRequired],
      [{ lastSeenDate: undefined }, 400, m.lastSeenDateRequired],
      [{ lastSeenDate: '2025-02-30' }, 400, m.dateInvalid],
      [{ lastSeenDate: tomorrow2 }, 400, m.dateInFuture],
      [{ lastSeenTime: '' }, 400, m.lastSeenTimeRequired],
      [{ lastSeenTime: '25:00' }, 400, m.timeInvalid],
      [{ description: '   ' }, 400, m.descriptionRequired],
      [{ description: 'x'.repeat(2001) }, 400, m.descriptionTooLong],
      [{ contactPhone: undefined }, 400, m.contactPhoneRequired],
      [{ contactPhone: 'llámame' }, 400, m.contactPhoneInvalid],
      [{ contactEmail: 'no-es-correo' }, 400, m.contactEmailInvalid],
      [{ urgencyLevel: 'extreme' }, 400, m.urgencyInvalid],
      [{ reward: 'x'.repeat(101) }, 400, m.rewardTooLong],
      [{ coordinates: '{"lat":95,"lng":0}' }, 400, m.coordinatesInvalid],
      [{ coordinates: 'not json' }, 400, m.coordinatesInvalid],
      [{ coordinates: '{"lat":"NaN","lng":1}' }, 400, m.coordinatesInvalid],
      [{ petId: 'no-such-pet' }, 404, m.petNotFound],
    ]
    for (const [overrides, status, message] of cases) {
      const result = await sendAlert(base(), user.token, { ...valid, ...overrides })
      expect({ overrides, status: result.status, message: result.body.message }).toEqual({
        overrides,
        status,
        message,
      })
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => jpeg()))
    const tooMany = await sendAlert(
      base(),
      user.token,
      valid,
      six.map((data, index) => ({ name: `${index}.jpg`, data })),
    )
    expect([tooMany.status, tooMany.body.message]).toEqual([400, m.tooManyAlertPhotos])
    const notImage = await sendAlert(base(), user.token, valid, [
      { name: 'virus.jpg', data: Buffer.from('MZ not an image') },
    ])
    expect([notImage.status, notImage.body.message]).toEqual([400, m.notAnImage('virus.jpg')])
    const json = await call(base(), 'POST', '/api/lost-pets/report', {
      token: user.token,
      json: valid,
    })
    expect(json.status).toBe(415)
    const stranger = await registerUser(base())
    const notTheirs = await sendAlert(base(), stranger.token, valid)
    expect([notTheirs.status, notTheirs.body.message]).toEqual([403, m.petNotYours])
    const anonymous = await call(base(), 'GET', '/api/lost-pets')
    expect(anonymous.status).toBe(401)
    expect(
      await countRows(fixture, 'select count(*) as count from lost_pets where pet_id = ?', [
        pet.id,
      ]),
    ).toBe(0)
  })

  it('answers a repeated report (same id or same key) with the same alert', async () => {
    const { user, pet } = await ownerWithPet(base())
    const id = randomUUID()
    const fields = { ...validAlert(pet.id), id }
    const first = await sendAlert(base(), user.token, fields)
    const again = await sendAlert(base(), user.token, fields)
    expect(first.status).toBe(201)
    expect(again.body.lostPet).toEqual(first.body.lostPet)
    const key = randomUUID()
    const keyed = await sendAlert(base(), user.token, validAlert(pet.id), [], key)
    const replay = await sendAlert(base(), user.token, validAlert(pet.id), [], key)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body.lostPet.id).toBe(keyed.body.lostPet.id)
    const other = await registerUser(base())
    const stolen = await sendAlert(base(), other.token, { ...validAlert(pet.id), id })
    expect([stolen.status, stolen.body.message]).toEqual([409, m.idTaken])
  })

  it('allows at most 3 alerts per pet per day (429, final for the write queue)', async () => {
    const { user, pet } = await ownerWithPet(base())
    for (let index = 0; index < 3; index += 1) await reportAlert(base(), user.token, pet.id)
    const fourth = await sendAlert(base(), user.token, validAlert(pet.id))
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({
      error: errorCodes.dailyLimitReached,
      message: m.tooManyAlertsToday,
    })
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('lets only the reporter or owner change the status; back to active renews', async () => {
    const { user, pet } = await ownerWithPet(base())
    const alert = await reportAlert(base(), user.token, pet.id)
    const stranger = await registerUser(base())
    const refused = await setStatus(base(), stranger.token, alert.id, 'found')
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: errorCodes.forbidden, message: m.notReporterOrOwner },
    ])
    const renewRefused = await call(base(), 'POST', `/api/lost-pets/${alert.id}/renew`, {
      token: stranger.token,
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(renewRefused.status).toBe(403)
    const bad = await setStatus(base(), user.token, alert.id, 'perdida')
    expect([bad.status, (bad.body as unknown as { message: string }).message]).toEqual([
      400,
      m.statusInvalid,
    ])
    const missing = await setStatus(base(), user.token, 'no-such-alert', 'found')
    expect(missing.status).toBe(404)
    const found = await setStatus(base(), user.token, alert.id, 'found')
    expect([found.status, found.body.lostPet.status]).toEqual([200, 'found'])
    const renewed = await call<LostPetResponse>(
      base(),
      'POST',
      `/api/lost-pets/${alert.id}/renew`,
      {
        token: user.token,
        headers: { 'Idempotency-Key': randomUUID() },
      },
    )
    expect([renewed.status, renewed.body.lostPet.status]).toEqual([200, 'found'])
    expect(renewed.body.lostPet.expiresAt >= alert.expiresAt).toBe(true)
    const again = await setStatus(base(), user.token, alert.id, 'active')
    expect(again.body.lostPet.status).toBe('active')
    expect(again.body.lostPet.expiresAt >= alert.expiresAt).toBe(true)
  })

  // Contract: a sighting is of an active alert. A pet found, or an alert past its end, takes
  // none, from an account or from a visitor; a sighting sent before keeps its stored answer.
  it('takes sightings only while the alert is active and not expired', async () => {
    const { user, pet } = await ownerWithPet(base())
    const alert = await reportAlert(base(), user.token, pet.id)
    const neighbour = await registerUser(base())
    const key = randomUUID()
    const first = await sendSighting(base(), neighbour.token, validSighting(alert.id), [], key)
    expect(first.status).toBe(201)
    const visitorSighting = () =>
      call(base(), 'POST', `/api/public/lost-pets/${alert.id}/sightings`, {
        json: {
          name: 'María Visitante',
          phone: '7777-1234',
          location: 'Parque Cuscatlán',
          date: new Date().toISOString().slice(0, 10),
          time: '10:00',
          description: 'La vi cerca del parque.',
        },
      })
    const countSightings = () =>
      countRows(fixture, 'SELECT count(*) AS count FROM sightings WHERE lost_pet_id = ?', [
        alert.id,
      ])

    expect((await setStatus(base(), user.token, alert.id, 'found')).status).toBe(200)
    const onFound = await sendSighting(base(), neighbour.token, validSighting(alert.id))
    expect([onFound.status, (onFound.body as unknown as { message: string }).message]).toEqual([
      409,
      m.sightingOnFoundPet,
    ])
    const visitorOnFound = await visitorSighting()
    expect([visitorOnFound.status, (visitorOnFound.body as { message: string }).message]).toEqual([
      409,
      m.sightingOnFoundPet,
    ])
    // The resend of the sighting stored while the alert was active answers what it stored.
    const resent = await sendSighting(base(), neighbour.token, validSighting(alert.id), [], key)
    expect([resent.status, resent.text]).toEqual([201, first.text])
    expect(await countSightings()).toBe(1)

    expect((await setStatus(base(), user.token, alert.id, 'active')).status).toBe(200)
    await executeSql(fixture, 'UPDATE lost_pets SET expires_at = ? WHERE id = ?', [
      new Date(Date.now() - 60_000).toISOString(),
      alert.id,
    ])
    const onExpired = await sendSighting(base(), neighbour.token, validSighting(alert.id))
    expect([onExpired.status, (onExpired.body as unknown as { message: string }).message]).toEqual([
      409,
      m.sightingOnExpiredAlert,
    ])
    expect((await visitorSighting()).status).toBe(409)
    expect(await countSightings()).toBe(1)
  })

  it('counts a view once per viewer and shows sightings only to the reporter', async () => {
    const { user, pet } = await ownerWithPet(base())
    const alert = await reportAlert(base(), user.token, pet.id)
    const [a, b] = await Promise.all([registerUser(base()), registerUser(base())])
    const view = (token: string) =>
      call<LostPetResponse>(base(), 'GET', `/api/lost-pets/${alert.id}`, { token })
    expect((await view(a.token)).body.lostPet.views).toBe(1)
    expect((await view(a.token)).body.lostPet.views).toBe(1)
    const second = await view(b.token)
    expect(second.body.lostPet.views).toBe(2)
    expect(second.body.sightings).toBeUndefined()
    expect((await view(user.token)).body.sightings).toEqual([])
    expect((await view(a.token)).status).toBe(200)
    expect((await call(base(), 'GET', '/api/lost-pets/nope', { token: a.token })).status).toBe(404)
  })
})
