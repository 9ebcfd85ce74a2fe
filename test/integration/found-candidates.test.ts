import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  foundReportMessages as m,
  foundReportPaths as paths,
  foundReportTexts as t,
  type CandidateActionResponse,
  type FoundReportResponse,
  type PossibleAlertsResponse,
} from '@contract/found-reports.contract'
import type { ApiErrorBody } from '@contract/errors'
import { distanceKm } from '@contract/geo'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import { cellCentre } from '@contract/privacy-grid'
import { call, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  ownerWithPet,
  reportAlert,
  sendSighting,
  userAt,
  validSighting,
  type Place,
} from './lost-pets-fixtures.js'
import {
  candidatesOf,
  north,
  notificationsOf,
  post,
  reportFound,
  sendFound,
  validFound,
} from './found-reports-fixtures.js'

/**
 * 'Posibles coincidencias': the owner's candidates (best first, species never crossing), the
 * finder's check before sending, 'No es', 'Es mi mascota' and closing the loop, each on the
 * caller's own alert only, and the owner told once per pair.
 */
describe.each(databaseTargets)('found-pet candidates on $kind', (target) => {
  const fixture = useServer(target)
  const base = () => fixture.baseUrl
  // Each test works around its own place, 50+ km from the others', so candidates never mix.
  let area = 0
  const nextPlace = (): Place => ({ latitude: 13.7, longitude: -89.9 + 0.6 * area++ })
  const at = (place: Place) => JSON.stringify({ lat: place.latitude, lng: place.longitude })

  async function alertAt(place: Place) {
    const { user, pet } = await ownerWithPet(base(), null)
    const alert = await reportAlert(base(), user.token, pet.id, { coordinates: at(place) })
    return { owner: user, pet, alert }
  }

  const candidateNotices = async (owner: RegisteredUser, alertId: string, petName: string) =>
    (await notificationsOf(base(), owner)).filter(
      (doc) => doc.data.lostPetId === alertId && doc.title === t.candidateTitle(petName),
    )

  it('lists found reports best first with reasons; species never crosses; far or unlike is out', async () => {
    const place = nextPlace()
    const { owner, pet, alert } = await alertAt(place)
    const finder = await userAt(base(), null)
    const close = await reportFound(base(), finder.token, north(place, 0.3), { sex: 'male' })
    const farther = await reportFound(base(), finder.token, north(place, 2), { sex: '' })
    const cat = await reportFound(base(), finder.token, place, { species: 'cat', sex: 'male' })
    const beyond = await reportFound(base(), finder.token, north(place, 15))
    // on the spot, but a female: below the cut-off
    const unlike = await reportFound(base(), finder.token, place, { sex: 'female' })

    const listed = await candidatesOf(base(), owner, alert.id)
    expect(listed.status).toBe(200)
    expect(listed.body.candidates.map((candidate) => candidate.id)).toEqual([close.id, farther.id])
    const [best] = listed.body.candidates
    expect(best?.kind).toBe('found')
    expect(best?.match.reasons.slice(0, 1)).toEqual(['misma especie'])
    expect(best?.match.summary).toMatch(/^misma especie · \d+,\d km · el mismo día · mismo sexo$/)
    expect(best?.match.score).toBeGreaterThan(listed.body.candidates[1]?.match.score ?? 100)
    // The candidate's place is its privacy cell, and its contact is not there.
    expect(best?.latitude).not.toBe(north(place, 0.3).latitude)
    expect(JSON.stringify(listed.body)).not.toContain('7111-2222')
    for (const absent of [cat.id, beyond.id, unlike.id]) {
      expect(listed.text).not.toContain(absent)
    }

    // The owner was told of each candidate, not of the others.
    const notices = await candidateNotices(owner, alert.id, pet.name)
    expect(notices).toHaveLength(2)
    expect(notices.map((notice) => notice.message).join('\n')).toContain('misma especie')
  })

  it('answers the finder’s draft with the alerts it may be, never another species', async () => {
    const place = nextPlace()
    const { alert } = await alertAt(place)
    const finder = await userAt(base(), null)
    const today = new Date().toISOString().slice(0, 10)
    const draft = {
      species: 'dog',
      colours: ['brown'],
      sex: 'male',
      latitude: north(place, 1.2).latitude,
      longitude: place.longitude,
      foundDate: today,
      foundTime: '11:00',
    }
    const dog = await post<PossibleAlertsResponse>(base(), finder, paths.possibleAlerts, draft)
    expect(dog.status).toBe(200)
    expect(dog.body.alerts.map((item) => item.lostPetId)).toEqual([alert.id])
    // Measured from the alert's privacy cell, never its exact place: the finder chooses the
    // point, and exact distances from three points would give the place away.
    const fromCell = distanceKm(
      { latitude: draft.latitude, longitude: draft.longitude },
      cellCentre(place),
    )
    expect(fromCell).not.toBeCloseTo(1.2, 1)
    expect(dog.body.alerts[0]?.match.summary).toBe(
      `misma especie · ${t.km(fromCell)} · el mismo día · mismo sexo`,
    )
    const cat = await post<PossibleAlertsResponse>(base(), finder, paths.possibleAlerts, {
      ...draft,
      species: 'gato',
    })
    expect(cat.status).toBe(200)
    expect(cat.body.alerts).toEqual([])
    const bad = await post(base(), finder, paths.possibleAlerts, { ...draft, colours: [] })
    expect([bad.status, bad.body.message]).toEqual([400, m.coloursRequired])
  })

  it('keeps candidates to the alert’s keepers and drops one on ‘No es’', async () => {
    const place = nextPlace()
    const { owner, pet, alert } = await alertAt(place)
    const finder = await userAt(base(), null)
    const first = await reportFound(base(), finder.token, north(place, 0.5))
    const second = await reportFound(base(), finder.token, north(place, 2))
    // A sighting filed on another dog's alert nearby is a candidate too.
    const other = await alertAt(north(place, 30))
    const seen = await sendSighting(base(), finder.token, {
      ...validSighting(other.alert.id),
      coordinates: at(north(place, 1)),
    })
    expect(seen.status).toBe(201)

    const stranger = await userAt(base(), null)
    const refused = await candidatesOf(base(), stranger, alert.id)
    expect([refused.status, refused.body.message]).toEqual([403, m.notAlertKeeper])
    expect((await candidatesOf(base(), owner, 'no-such-alert')).status).toBe(404)

    const before = await candidatesOf(base(), owner, alert.id)
    expect(before.body.candidates.map((item) => `${item.kind}:${item.id}`).sort()).toEqual(
      [`found:${first.id}`, `found:${second.id}`, `sighting:${seen.body.sighting.id}`].sort(),
    )
    const notMine = await post(base(), stranger, paths.dismiss(alert.id, 'found', first.id))
    expect(notMine.status).toBe(403)
    const badKind = await post(
      base(),
      owner,
      `/api/lost-pets/${alert.id}/candidates/perro/${first.id}/dismiss`,
    )
    expect([badKind.status, badKind.body.message]).toEqual([400, m.candidateKindInvalid])
    const unknown = await post(base(), owner, paths.dismiss(alert.id, 'found', randomUUID()))
    expect([unknown.status, unknown.body.message]).toEqual([404, m.candidateNotFound])

    expect((await post(base(), owner, paths.dismiss(alert.id, 'found', first.id))).status).toBe(200)
    expect(
      (await post(base(), owner, paths.dismiss(alert.id, 'sighting', seen.body.sighting.id)))
        .status,
    ).toBe(200)
    const after = await candidatesOf(base(), owner, alert.id)
    expect(after.body.candidates.map((item) => item.id)).toEqual([second.id])
    // The sighting filed on the other alert reached this owner as a candidate, once.
    const notices = await candidateNotices(owner, alert.id, pet.name)
    expect(notices.map((notice) => notice.data.sightingId).filter(Boolean)).toEqual([
      seen.body.sighting.id,
    ])
  })

  it('tells the owner once per pair, whichever came first', async () => {
    const place = nextPlace()
    const finder = await userAt(base(), null)
    const id = randomUUID()
    // The report comes first; the alert made after it announces it.
    const fields = { ...validFound(north(place, 0.4)), id }
    expect((await sendFound(base(), finder.token, fields)).status).toBe(201)
    const { owner, pet, alert } = await alertAt(place)
    expect(await candidateNotices(owner, alert.id, pet.name)).toHaveLength(1)
    // The queue sending the report again (a new key, the same id) tells nobody twice.
    expect((await sendFound(base(), finder.token, fields)).status).toBe(201)
    // A second report is a second pair.
    await reportFound(base(), finder.token, north(place, 0.6))
    expect(await candidateNotices(owner, alert.id, pet.name)).toHaveLength(2)
  })

  it('links on ‘Es mi mascota’, opens a conversation only the two can read, and closes both', async () => {
    const place = nextPlace()
    const { owner, pet, alert } = await alertAt(place)
    const finder = await userAt(base(), null)
    const stranger = await userAt(base(), null)
    const report = await reportFound(base(), finder.token, north(place, 0.5))

    const notYours = await post(base(), stranger, paths.confirm(alert.id, report.id))
    expect(notYours.status).toBe(403)
    const confirmed = await post<CandidateActionResponse>(
      base(),
      owner,
      paths.confirm(alert.id, report.id),
    )
    expect(confirmed.status).toBe(200)
    const matchId = confirmed.body.conversation?.matchId ?? ''
    expect(matchId).not.toBe('')
    const said = await call(base(), 'POST', `/api/matches/${matchId}/messages`, {
      token: owner.token,
      json: { id: `msg-${randomUUID()}`, content: '¡Es Toby! ¿Dónde nos vemos?' },
    })
    expect(said.status).toBe(201)
    const read = (user: RegisteredUser) =>
      call(base(), 'GET', `/api/matches/${matchId}/messages`, { token: user.token })
    expect((await read(finder)).status).toBe(200)
    expect((await read(finder)).text).toContain('¡Es Toby!')
    expect((await read(stranger)).status).toBe(404)
    // The contact stays the finder's: the owner talks through the app.
    const seenByOwner = await call<FoundReportResponse>(base(), 'GET', paths.one(report.id), {
      token: owner.token,
    })
    expect(seenByOwner.body.foundReport.contact).toBeNull()
    const listed = await candidatesOf(base(), owner, alert.id)
    expect(listed.body.candidates.find((item) => item.id === report.id)?.linked).toBe(true)

    expect((await post(base(), stranger, paths.reunite(report.id))).status).toBe(403)
    const byFinder = await post<ApiErrorBody>(base(), finder, paths.reunite(report.id))
    expect([byFinder.status, byFinder.body.message]).toEqual([403, m.reuniteNotFamily])
    const closed = await post<FoundReportResponse>(base(), owner, paths.reunite(report.id))
    expect(closed.status).toBe(200)
    expect(closed.body.foundReport.status).toBe('reunited')
    const alertNow = await call<LostPetResponse>(base(), 'GET', `/api/lost-pets/${alert.id}`, {
      token: owner.token,
    })
    expect(alertNow.body.lostPet.status).toBe('found')
    const thanks = (await notificationsOf(base(), finder)).filter(
      (doc) => doc.title === t.thanksTitle,
    )
    expect(thanks.map((doc) => doc.message)).toEqual([t.thanksMessage(pet.name)])
  })
})
