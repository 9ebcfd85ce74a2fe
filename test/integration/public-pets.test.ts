import { describe, expect, it } from 'vitest'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import { petMessages, type PetProfileResponse } from '@contract/pets.contract'
import { publicLostPetMessages } from '@contract/public-lost-pets.contract'
import type { VisitorAnswer } from '@contract/public-lost-pets.contract'
import { publicPetMessages as m, type PublicPetResponse } from '@contract/public-pets.contract'
import type { ApiErrorBody } from '@contract/errors'
import { publicPageMessages } from '@contract/public-page'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet, myPets, petForm, sendForm, validPet } from './pets-fixtures.js'

type FeedDoc = NotificationFeedDoc & { _deleted: boolean }

const PHONE = '+503 7000-1111'
const VET = '2222-3333'

/**
 * The pet behind a QR code (spec §3): the owner keeps a QR profile on the pet, a visitor without
 * an account reads only what the owner published (never the phone unless shown, never the
 * home's position or the owner's identity), and 'Avisar al dueño' reaches the owner as an
 * in-app notification, with the finder's position only when sent, rate-limited per address.
 */
describe.each(databaseTargets)('public pet page on $kind', (target) => {
  const fixture = useServer(target, { env: { VISITOR_NOTICES_MAX_PER_IP: '4' } })

  const qrProfile = (extra: [string, string][] = []): [string, string][] => [
    ['ownerContact', PHONE],
    ['medicalNeeds', 'Toma pastillas para el corazón'],
    ['allergies', 'Pollo'],
    ['vetPhone', VET],
    ...extra,
  ]

  const publicView = (id: string) =>
    call<PublicPetResponse>(fixture.baseUrl, 'GET', `/api/public/pets/${id}`)

  const notificationsOf = async (user: RegisteredUser) => {
    const answer = await call<PullResponse<FeedDoc>>(
      fixture.baseUrl,
      'GET',
      '/api/sync/notifications/pull?seq=0',
      { token: user.token },
    )
    return answer.body.documents.filter((doc) => !doc._deleted)
  }

  const edit = (owner: RegisteredUser, id: string, extra: [string, string][]) =>
    sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${id}`,
      owner.token,
      petForm({ ...validPet, extra }),
    )

  it('shows strangers only what the owner published, and the owner all of it', async () => {
    const [owner, other] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Dueña Privada' }),
      registerUser(fixture.baseUrl, { name: 'Otro' }),
    ])
    const pet = await createPet(fixture.baseUrl, owner.token, {
      name: 'Luna',
      latitude: '13.712345',
      longitude: '-89.254321',
      location: 'Calle Secreta 12',
      extra: qrProfile(),
    })
    // Defaults (spec issue 16): the phone is private, the emergency information shown.
    expect(pet).toMatchObject({
      ownerContact: PHONE,
      medicalNeeds: 'Toma pastillas para el corazón',
      allergies: 'Pollo',
      vetPhone: VET,
      showOwnerContact: false,
      showEmergencyInfo: true,
    })
    expect((await myPets(fixture.baseUrl, owner.token))[0]?.ownerContact).toBe(PHONE)

    const page = await publicView(pet.id)
    expect(page.status).toBe(200)
    expect(page.body.pet).toEqual({
      id: pet.id,
      name: 'Luna',
      species: 'dog',
      breed: validPet.breed,
      photos: [],
      ownerContact: null,
      medicalNeeds: 'Toma pastillas para el corazón',
      allergies: 'Pollo',
      vetPhone: VET,
      activeAlert: null,
    })
    const secrets = [
      '7000-1111',
      'Calle Secreta',
      '13.71',
      '-89.25',
      owner.user.id,
      owner.user.email,
      'Dueña Privada',
    ]
    for (const secret of secrets) expect(page.text).not.toContain(secret)
    // The raw HTML of the code's url: a link preview naming the pet, nothing private.
    const html = await fetch(new URL(`/pet/${pet.id}?qr=true`, fixture.baseUrl)).then((r) =>
      r.text(),
    )
    expect(html).toContain('<meta property="og:title" content="Luna" />')
    expect(html).toContain('<title>Luna · Huellitas</title>')
    for (const secret of secrets) expect(html).not.toContain(secret)

    // Another user's profile view follows the same choice.
    const seen = await call<PetProfileResponse>(fixture.baseUrl, 'GET', `/api/pets/${pet.id}`, {
      token: other.token,
    })
    expect(seen.body.pet.ownerContact).toBeNull()
    expect(seen.text).not.toContain('7000-1111')

    // Publishing the phone and hiding the emergency information.
    const changed = await edit(owner, pet.id, [
      ['showOwnerContact', 'true'],
      ['showEmergencyInfo', 'false'],
    ])
    expect(changed.status, changed.text).toBe(200)
    // Fields the form did not send kept their value.
    expect(changed.body.pet).toMatchObject({ ownerContact: PHONE, allergies: 'Pollo' })
    const published = await publicView(pet.id)
    expect(published.body.pet).toMatchObject({
      ownerContact: PHONE,
      medicalNeeds: null,
      allergies: null,
      vetPhone: null,
    })
    expect(published.text).not.toContain('Pollo')
    const seenAgain = await call<PetProfileResponse>(
      fixture.baseUrl,
      'GET',
      `/api/pets/${pet.id}`,
      { token: other.token },
    )
    expect(seenAgain.body.pet).toMatchObject({ ownerContact: PHONE, allergies: null })

    // Clearing a field stores nothing.
    const cleared = await edit(owner, pet.id, [['ownerContact', '  ']])
    expect(cleared.body.pet.ownerContact).toBeNull()
    expect((await publicView(pet.id)).body.pet.ownerContact).toBeNull()
  })

  it('refuses a bad QR profile in Spanish and changes nothing', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, { extra: qrProfile() })
    const cases: [[string, string], string][] = [
      [['vetPhone', 'llamar al vet'], petMessages.vetPhoneInvalid],
      [['vetPhone', '12'], petMessages.vetPhoneInvalid],
      [['ownerContact', 'x'.repeat(121)], petMessages.ownerContactTooLong],
      [['medicalNeeds', 'x'.repeat(301)], petMessages.medicalNeedsTooLong],
      [['allergies', 'x'.repeat(301)], petMessages.allergiesTooLong],
    ]
    for (const [field, message] of cases) {
      const answer = await edit(owner, pet.id, [field])
      expect(answer.status).toBe(400)
      expect((answer.body as unknown as ApiErrorBody).message).toBe(message)
    }
    expect((await myPets(fixture.baseUrl, owner.token))[0]).toMatchObject({
      ownerContact: PHONE,
      vetPhone: VET,
    })
    // Only the owner edits it.
    const stranger = await registerUser(fixture.baseUrl)
    const refused = await edit(stranger, pet.id, [['showOwnerContact', 'true']])
    expect(refused.status).toBe(403)
    expect((await publicView(pet.id)).body.pet.ownerContact).toBeNull()
  })

  it("'Avisar al dueño' notifies the owner, with the finder's position only when given", async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'Toby' })
    const notify = (json: unknown, id = pet.id) =>
      call<VisitorAnswer>(fixture.baseUrl, 'POST', `/api/public/pets/${id}/notify`, { json })
    const finder = { name: 'Carla Finder', phone: '7777-1234' }

    const withPlace = await notify({
      ...finder,
      message: 'Está conmigo en el parque.',
      latitude: 13.7001,
      longitude: -89.2002,
    })
    expect(withPlace.status, withPlace.text).toBe(201)
    expect(withPlace.body.message).toBe(m.ownerNotified)
    expect((await notify(finder)).status).toBe(201)

    const got = await notificationsOf(owner)
    expect(got).toHaveLength(2)
    const located = got.find((doc) => doc.data.latitude !== null)
    expect(located).toMatchObject({
      type: 'lost-pet',
      title: 'Alguien encontró a Toby',
      data: { petName: 'Toby', latitude: 13.7001, longitude: -89.2002, lostPetId: null },
    })
    expect(located?.message).toContain('Carla Finder (7777-1234) escaneó su código QR')
    expect(located?.message).toContain('Está conmigo en el parque.')
    expect(got.find((doc) => doc.data.latitude === null)?.data.longitude).toBeNull()

    // Bad input in Spanish, unknown and deleted pets: nothing reaches the owner.
    const cases: [unknown, string][] = [
      [{ phone: '7777-1234' }, publicLostPetMessages.visitorNameRequired],
      [{ name: 'Ana', phone: 'abc' }, publicLostPetMessages.visitorPhoneInvalid],
      [{ ...finder, message: 'x'.repeat(501) }, m.messageTooLong],
      [{ ...finder, latitude: 13.7 }, 'Las coordenadas no son válidas.'],
      [{ ...finder, latitude: 200, longitude: 0 }, 'Las coordenadas no son válidas.'],
    ]
    for (const [json, message] of cases) {
      const answer = await notify(json)
      expect(answer.status).toBe(400)
      expect((answer.body as unknown as ApiErrorBody).message).toBe(message)
    }
    expect((await notify(finder, 'no-existe')).status).toBe(404)
    expect((await publicView('no-existe')).status).toBe(404)
    const gone = await createPet(fixture.baseUrl, owner.token, { name: 'Gone' })
    await call(fixture.baseUrl, 'DELETE', `/api/pets/${gone.id}`, { token: owner.token })
    expect((await publicView(gone.id)).status).toBe(404)

    // The limit (4 an hour in this suite) counts this address's valid notices: 2 sent above and
    // the one to the unknown pet; one more passes, the next is refused and reaches nobody.
    expect((await notify(finder)).status).toBe(201)
    const limited = await notify(finder)
    expect(limited.status).toBe(429)
    expect((limited.body as unknown as ApiErrorBody).message).toMatch(/^Has enviado demasiados/)
    expect(await notificationsOf(owner)).toHaveLength(3)
  })

  it('shows the active lost alert of a lost pet, and none once found', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'Nala' })
    const today = new Date().toISOString().slice(0, 10)
    const reported = await sendForm<LostPetResponse>(
      fixture.baseUrl,
      'POST',
      '/api/lost-pets/report',
      owner.token,
      petForm({
        extra: [
          ['petId', pet.id],
          ['lastSeenLocation', 'Parque Cuscatlán'],
          ['lastSeenDate', today],
          ['lastSeenTime', '18:30'],
          ['description', 'Gata gris.'],
          ['urgencyLevel', 'high'],
          ['contactPhone', '+503 7000-0000'],
        ],
      }),
    )
    expect(reported.status, reported.text).toBe(201)
    const alertId = reported.body.lostPet.id
    expect((await publicView(pet.id)).body.pet.activeAlert).toMatchObject({
      id: alertId,
      lastSeenLocation: 'Parque Cuscatlán',
      lastSeenTime: '18:30',
    })
    const html = await fetch(new URL(`/pet/${pet.id}`, fixture.baseUrl)).then((r) => r.text())
    expect(html).toContain('<meta property="og:title" content="SE BUSCA: Nala" />')
    const found = await call(fixture.baseUrl, 'PATCH', `/api/lost-pets/${alertId}/status`, {
      token: owner.token,
      json: { status: 'found' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    })
    expect(found.status, found.text).toBe(200)
    expect((await publicView(pet.id)).body.pet.activeAlert).toBeNull()

    // A sighting sent from the page as it was (no JavaScript) after the alert closed: the page
    // no longer has the sighting form, yet says why, with what was typed, in its visible HTML.
    const late = await fetch(new URL(`/pet/${pet.id}`, fixture.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        _form: 'sighting',
        formKey: crypto.randomUUID(),
        name: 'María Visitante',
        phone: '7777-1234',
        location: 'Mercado central',
        date: today,
        time: '09:15',
        description: 'Estaba comiendo junto al mercado',
      }),
    })
    expect(late.status).toBe(409)
    const visible = (await late.text()).replace(/<script[\s\S]*?<\/script>/g, '')
    expect(visible).toContain(publicPageMessages.noActiveAlert)
    expect(visible).toContain('Estaba comiendo junto al mercado')
  })
})
