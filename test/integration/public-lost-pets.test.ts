import { describe, expect, it } from 'vitest'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import {
  publicLostPetMessages as m,
  type PublicLostPetResponse,
  type VisitorAnswer,
} from '@contract/public-lost-pets.contract'
import type { ApiErrorBody } from '@contract/errors'
import { foundReportTexts } from '@contract/found-reports.messages'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { CENTER, north } from './discover-fixtures.js'
import { deviceSet, type SightingDoc } from './lost-pets-fixtures.js'
import { createPet, jpeg, petForm, sendForm } from './pets-fixtures.js'

type FeedDoc = NotificationFeedDoc & { _deleted: boolean }

/**
 * The public alert page: what a visitor without an account reads (and what never leaks), the
 * sighting and message a visitor sends reaching the owner as notifications, the per-address
 * limit, and the Open Graph tags in the raw HTML of /perdidos/{id}. Also the community alert
 * end to end: a report through the lost-pets route notifies the neighbour, not the reporter.
 */
describe.each(databaseTargets)('public lost-pet page on $kind', (target) => {
  const fixture = useServer(target, { env: { VISITOR_NOTICES_MAX_PER_IP: '4' } })

  const today = new Date().toISOString().slice(0, 10)

  async function report(owner: RegisteredUser) {
    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'Luna' })
    const form = petForm({
      extra: [
        ['petId', pet.id],
        ['lastSeenLocation', 'Parque Cuscatlán'],
        ['lastSeenDate', today],
        ['lastSeenTime', '18:30'],
        ['latitude', String(CENTER.latitude)],
        ['longitude', String(CENTER.longitude)],
        ['description', 'Perrita café con collar rojo.'],
        ['urgencyLevel', 'high'],
        ['reward', '$50'],
        ['contactPhone', '+503 7000-0000'],
        ['contactEmail', 'privado@example.com'],
        ['additionalNotes', 'nota privada'],
      ],
      photos: [{ name: 'luna.jpg', data: await jpeg() }],
    })
    const answer = await sendForm<LostPetResponse>(
      fixture.baseUrl,
      'POST',
      '/api/lost-pets/report',
      owner.token,
      form,
    )
    expect(answer.status, answer.text).toBe(201)
    return answer.body.lostPet
  }

  const notificationsOf = async (user: RegisteredUser) => {
    const answer = await call<PullResponse<FeedDoc>>(
      fixture.baseUrl,
      'GET',
      '/api/sync/notifications/pull?seq=0',
      { token: user.token },
    )
    return answer.body.documents.filter((doc) => !doc._deleted)
  }
  // What visitors sent: the owner may also hear of possible matches for the new alert (the
  // first test's sighting of another Luna nearby), which are not visitors' posts.
  const visitorPostsTo = async (user: RegisteredUser) =>
    (await notificationsOf(user)).filter(
      (doc) => doc.title !== foundReportTexts.candidateTitle(doc.data.petName ?? ''),
    )

  const visitor = { name: 'María Visitante', phone: '7777-1234' }

  it('a report notifies the neighbour; a visitor reads only public fields and reaches the owner', async () => {
    const [owner, neighbour] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Dueña' }),
      registerUser(fixture.baseUrl, { name: 'Vecino' }),
    ])
    for (const [user, place] of [
      [owner, north(0.3)],
      [neighbour, north(3)],
    ] as const) {
      await call(fixture.baseUrl, 'PUT', '/api/users/location', {
        token: user.token,
        json: { latitude: Number(place.latitude), longitude: Number(place.longitude) },
      })
    }
    const alert = await report(owner)
    await expect.poll(async () => (await notificationsOf(neighbour)).length).toBe(1)
    expect((await notificationsOf(neighbour))[0]).toMatchObject({
      type: 'lost-pet',
      data: { lostPetId: alert.id, latitude: CENTER.latitude },
    })
    expect(await notificationsOf(owner)).toEqual([])

    const page = await call<PublicLostPetResponse>(
      fixture.baseUrl,
      'GET',
      `/api/public/lost-pets/${alert.id}`,
    )
    expect(page.status).toBe(200)
    expect(page.body.lostPet).toMatchObject({
      id: alert.id,
      name: 'Luna',
      description: 'Perrita café con collar rojo.',
      lastSeenLocation: 'Parque Cuscatlán',
      latitude: CENTER.latitude,
      reward: '$50',
      contactPhone: '+503 7000-0000',
      status: 'active',
    })
    expect(page.body.lostPet.photos).toHaveLength(1)
    for (const secret of ['privado@example.com', 'nota privada', owner.user.id, owner.user.email]) {
      expect(page.text).not.toContain(secret)
    }
    expect(page.text).not.toContain(north(0.3).latitude.slice(0, 7))

    const sighting = await call<VisitorAnswer>(
      fixture.baseUrl,
      'POST',
      `/api/public/lost-pets/${alert.id}/sightings`,
      {
        json: {
          ...visitor,
          location: 'Calle La Mascota',
          latitude: 13.705,
          longitude: -89.21,
          date: today,
          time: '19:00',
          description: 'Corría hacia el redondel.',
        },
      },
    )
    expect(sighting.status, sighting.text).toBe(201)
    expect(sighting.body.message).toBe(m.sightingSent)
    const message = await call<VisitorAnswer>(
      fixture.baseUrl,
      'POST',
      `/api/public/lost-pets/${alert.id}/messages`,
      { json: { ...visitor, message: 'Creo que la tengo en mi casa.' } },
    )
    expect(message.status).toBe(201)
    const got = await notificationsOf(owner)
    expect(got.map((doc) => doc.type).sort()).toEqual(['lost-pet', 'sighting'])
    expect(got.find((doc) => doc.type === 'sighting')).toMatchObject({
      title: 'Nuevo avistamiento de Luna',
      data: { lostPetId: alert.id, latitude: 13.705, longitude: -89.21, place: 'Calle La Mascota' },
    })
    expect(got.find((doc) => doc.type === 'lost-pet')?.message).toBe(
      'María Visitante (7777-1234): Creo que la tengo en mi casa.',
    )
    // The visitor's sighting is a sighting like any other: on the owner's device, for the
    // alert's map, with the visitor's name and phone and no reporter account.
    const held = await deviceSet<SightingDoc>(fixture.baseUrl, owner, 'sightings')
    expect([...held.values()]).toEqual([
      expect.objectContaining({
        lostPetId: alert.id,
        reporterId: null,
        contactName: visitor.name,
        contactPhone: visitor.phone,
        location: 'Calle La Mascota',
        latitude: 13.705,
        date: today,
        time: '19:00',
      }),
    ])

    // The raw HTML of the page carries the alert's Open Graph tags, with an absolute image URL.
    const html = await fetch(new URL(`/perdidos/${alert.id}`, fixture.baseUrl)).then((r) =>
      r.text(),
    )
    expect(html).toContain('<meta property="og:title" content="SE BUSCA: Luna" />')
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Parque Cuscatl/)
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(image).toMatch(/^http:\/\/[^/]+\/uploads\/lost-pets\//)
    expect(html).not.toContain('privado@example.com')
    expect((await fetch(image ?? '')).status).toBe(200)
    const unknown = await fetch(new URL('/perdidos/no-existe', fixture.baseUrl)).then((r) =>
      r.text(),
    )
    expect(unknown).not.toContain('og:title')
  })

  it('refuses bad visitor input in Spanish, unknown alerts, and too many posts from one address', async () => {
    const owner = await registerUser(fixture.baseUrl, { name: 'Dueño' })
    const alert = await report(owner)
    const post = (json: unknown, id = alert.id) =>
      call(fixture.baseUrl, 'POST', `/api/public/lost-pets/${id}/messages`, { json })
    const cases: [unknown, string][] = [
      [{ phone: '7777-1234', message: 'hola' }, m.visitorNameRequired],
      [{ name: 'Ana', message: 'hola' }, m.visitorPhoneRequired],
      [{ name: 'Ana', phone: 'abc', message: 'hola' }, m.visitorPhoneInvalid],
      [{ name: 'Ana', phone: '7777-1234', message: '  ' }, m.messageRequired],
      [{ name: 'Ana', phone: '7777-1234', message: 'x'.repeat(1001) }, m.messageTooLong],
    ]
    for (const [json, message] of cases) {
      const answer = await post(json)
      expect(answer.status).toBe(400)
      expect((answer.body as ApiErrorBody).message).toBe(message)
    }
    expect((await call(fixture.baseUrl, 'GET', '/api/public/lost-pets/no-existe')).status).toBe(404)
    expect(await visitorPostsTo(owner)).toEqual([])
    // The limit (4 an hour in this suite) counts the valid posts of the address: 2 were sent in
    // the first test, 2 more pass, the next is refused and reaches nobody.
    expect((await post({ ...visitor, message: 'uno' })).status).toBe(201)
    expect((await post({ ...visitor, message: 'dos' })).status).toBe(201)
    const limited = await post({ ...visitor, message: 'tres' })
    expect(limited.status).toBe(429)
    expect(await visitorPostsTo(owner)).toHaveLength(2)
    expect((limited.body as ApiErrorBody).message).toMatch(/^Has enviado demasiados avisos/)
    // The page's plain form says the same with the same status and when to come back.
    const page = await fetch(new URL(`/perdidos/${alert.id}`, fixture.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        _form: 'message',
        formKey: crypto.randomUUID(),
        ...visitor,
        message: 'cuatro',
      }),
    })
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await page.text()).toContain('Has enviado demasiados avisos')
    expect(await visitorPostsTo(owner)).toHaveLength(2)
  })
})
