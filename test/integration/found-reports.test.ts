import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '@contract/error-codes'
import {
  foundReportMessages as m,
  foundReportPaths as paths,
  type FoundReportFlagResponse,
  type FoundReportResponse,
  type PublicFoundReportResponse,
} from '@contract/found-reports.contract'
import { lostPetMessages } from '@contract/lost-pets.contract'
import { cellCentre } from '@contract/privacy-grid'
import { call } from '../support/api.js'
import { countRows } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { ESCALON, jpeg, SAN_SALVADOR, SANTA_ANA, userAt } from './lost-pets-fixtures.js'
import { latestFound, post, reportFound, sendFound, validFound } from './found-reports-fixtures.js'

/** 'Encontré una mascota': the report, sent once, limited, snapped for others, flagged. */
describe.each(databaseTargets)('found-pet reports on $kind', (target) => {
  const fixture = useServer(target, {
    env: { FOUND_REPORTS_MAX_PER_USER: '3', FOUND_REPORTS_MAX_PER_IP: '1000' },
  })
  const base = () => fixture.baseUrl

  it('stores a report once under a repeated key or client id, photos and all', async () => {
    const finder = await userAt(base(), null, 'Beto Hallador')
    const id = randomUUID()
    const key = randomUUID()
    const photos = [
      { name: 'uno.jpg', data: await jpeg() },
      { name: 'dos.jpg', data: await jpeg(90, 70) },
    ]
    const fields = { ...validFound(ESCALON), id }
    const first = await sendFound(base(), finder.token, fields, photos, key)
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(m.createSuccess)
    const report = first.body.foundReport
    expect(report).toMatchObject({
      id,
      reporterId: finder.user.id,
      species: 'dog',
      colours: ['brown', 'white'],
      size: 'medium',
      sex: 'male',
      hasCollar: true,
      collarText: 'Placa azul sin nombre',
      whereabouts: 'with-finder',
      foundTime: '10:15',
      status: 'open',
      // the author sees their own exact place and contact
      latitude: ESCALON.latitude,
      longitude: ESCALON.longitude,
      contact: 'Beto, 7111-2222',
    })
    expect(report.photos).toHaveLength(2)
    for (const photo of report.photos) {
      expect(photo).toMatch(/^\/uploads\/found-reports\/[0-9a-f]{32}\.webp$/)
      expect((await fetch(new URL(photo, base()))).status).toBe(200)
    }
    const again = await sendFound(base(), finder.token, fields, photos, key)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.foundReport).toEqual(report)
    // A new key with the same client-made id (the queue re-sent it after a crash) is a repeat.
    const resent = await sendFound(base(), finder.token, fields, photos)
    expect(resent.status).toBe(201)
    expect(resent.body.foundReport.id).toBe(id)
    expect(
      await countRows(
        fixture,
        'SELECT count(*) AS count FROM found_reports WHERE reporter_id = ?',
        [finder.user.id],
      ),
    ).toBe(1)
    // Another user's id is not theirs to reuse.
    const thief = await userAt(base(), null)
    const stolen = await sendFound(base(), thief.token, fields)
    expect([stolen.status, stolen.body.message]).toEqual([409, m.idTaken])
  })

  it('refuses bad input with a Spanish 4xx and stores nothing', async () => {
    const finder = await userAt(base(), null)
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const cases: [Record<string, string | undefined>, string][] = [
      [{ species: undefined }, m.speciesRequired],
      [{ species: 'pez dorado' }, m.speciesInvalid],
      [{ colours: '' }, m.coloursRequired],
      [{ colours: 'verde' }, m.coloursInvalid],
      [{ size: 'enorme' }, m.sizeInvalid],
      [{ sex: 'x' }, m.sexInvalid],
      [{ hasCollar: 'quizá' }, m.collarInvalid],
      [{ whereabouts: undefined }, m.whereaboutsRequired],
      [{ coordinates: undefined }, m.placeRequired],
      [{ coordinates: '{"lat":95,"lng":0}' }, lostPetMessages.coordinatesInvalid],
      [{ foundDate: undefined }, m.foundDateRequired],
      [{ foundDate: future }, lostPetMessages.dateInFuture],
      [{ foundTime: '25:61' }, lostPetMessages.timeInvalid],
      [{ contact: '  ' }, m.contactRequired],
      [{ description: 'x'.repeat(2001) }, m.descriptionTooLong],
    ]
    for (const [overrides, message] of cases) {
      const result = await sendFound(base(), finder.token, validFound(ESCALON, overrides))
      expect({ overrides, status: result.status, message: result.body.message }).toEqual({
        overrides,
        status: 400,
        message,
      })
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => jpeg()))
    const tooMany = await sendFound(
      base(),
      finder.token,
      validFound(ESCALON),
      six.map((data, index) => ({ name: `${index}.jpg`, data })),
    )
    expect([tooMany.status, tooMany.body.message]).toEqual([400, m.tooManyPhotos])
    expect(
      await countRows(
        fixture,
        'SELECT count(*) AS count FROM found_reports WHERE reporter_id = ?',
        [finder.user.id],
      ),
    ).toBe(0)
  })

  it('limits reports per user with a Spanish 429 that the queue retries later', async () => {
    const finder = await userAt(base(), null)
    for (let index = 0; index < 3; index++) await reportFound(base(), finder.token, ESCALON)
    const fourth = await sendFound(base(), finder.token, validFound(ESCALON))
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({ error: errorCodes.tooManyRequests })
    expect((fourth.body as unknown as { message: string }).message).toMatch(
      /^Enviaste demasiados reportes de mascotas encontradas\. Intenta de nuevo en \d+ (minutos?|horas?)\.$/,
    )
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another user is not held back by this one's count.
    const other = await userAt(base(), null)
    expect((await sendFound(base(), other.token, validFound(ESCALON))).status).toBe(201)
  })

  it('shows others only the privacy cell and never the contact, in REST, feed and public page', async () => {
    const finder = await userAt(base(), null)
    const neighbour = await userAt(base(), SAN_SALVADOR, 'Vecina')
    const far = await userAt(base(), SANTA_ANA, 'Lejana')
    const report = await reportFound(base(), finder.token, ESCALON)
    const cell = cellCentre(ESCALON)
    expect(cell).not.toEqual(ESCALON)

    const read = await call<FoundReportResponse>(base(), 'GET', paths.one(report.id), {
      token: neighbour.token,
    })
    expect(read.status).toBe(200)
    expect(read.body.foundReport).toMatchObject({ ...cell, contact: null, linkedLostPetId: null })
    const visitor = await call<PublicFoundReportResponse>(base(), 'GET', paths.publicOne(report.id))
    expect(visitor.status).toBe(200)
    expect(visitor.body.foundReport).toMatchObject(cell)
    expect(visitor.body.foundReport).not.toHaveProperty('contact')
    for (const text of [read.text, visitor.text]) {
      expect(text).not.toContain('7111-2222')
      expect(text).not.toContain(String(ESCALON.latitude))
    }

    // The feed: the neighbour (within 25 km of the cell) holds the snapped copy; far away, none.
    const held = (await latestFound(base(), neighbour)).get(report.id)
    expect(held).toMatchObject({ ...cell, contact: null, _deleted: false })
    expect((await latestFound(base(), far)).has(report.id)).toBe(false)
    const own = (await latestFound(base(), finder)).get(report.id)
    expect(own).toMatchObject({ ...ESCALON, contact: 'Beto, 7111-2222' })

    const unknown = await call(base(), 'GET', paths.publicOne('no-existe'))
    expect([unknown.status, (unknown.body as { message: string }).message]).toEqual([
      404,
      m.notFound,
    ])
  })

  it('hides a report pending review at the third flag from different users', async () => {
    const finder = await userAt(base(), null)
    const neighbour = await userAt(base(), SAN_SALVADOR)
    const report = await reportFound(base(), finder.token, ESCALON)
    const own = await post<FoundReportFlagResponse>(base(), finder, paths.flag(report.id))
    expect([own.status, own.body.message]).toEqual([400, m.flagOwn])

    const flaggers = await Promise.all([1, 2, 3].map(() => userAt(base(), null)))
    const [first, second, third] = flaggers as [
      (typeof flaggers)[0],
      (typeof flaggers)[0],
      (typeof flaggers)[0],
    ]
    expect(
      (await post<FoundReportFlagResponse>(base(), first, paths.flag(report.id))).body,
    ).toMatchObject({
      hidden: false,
      message: m.flagged,
    })
    // The same user twice counts once.
    await post(base(), first, paths.flag(report.id))
    expect(
      (await post<FoundReportFlagResponse>(base(), second, paths.flag(report.id))).body.hidden,
    ).toBe(false)
    expect(
      (await post<FoundReportFlagResponse>(base(), third, paths.flag(report.id))).body.hidden,
    ).toBe(true)

    const hiddenToOthers = await call(base(), 'GET', paths.one(report.id), {
      token: neighbour.token,
    })
    expect(hiddenToOthers.status).toBe(404)
    expect((await call(base(), 'GET', paths.publicOne(report.id))).status).toBe(404)
    expect((await latestFound(base(), neighbour)).get(report.id)?._deleted).toBe(true)
    const author = await call(base(), 'GET', paths.one(report.id), { token: finder.token })
    expect(author.status).toBe(200)
    expect(
      await countRows(
        fixture,
        'SELECT count(*) AS count FROM found_report_flags WHERE found_report_id = ?',
        [report.id],
      ),
    ).toBe(3)
  })
})
