import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import { cremationMessages as m, cremationPrice } from '@contract/cremation.contract'
import { IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import type {
  BookingFeedDoc,
  BookingsResponse,
  CremationRequestResponse,
} from '@contract/services.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer, type ServerFixture } from '../support/server-fixture.js'
import { dayAhead, pull, write, type ServiceFeedDoc } from './bookings-fixtures.js'

/**
 * Cremation requests on a real server (spec §2 request dialog, §9 sample prices): the packages
 * and their options replicate with the catalogue; the server prices every request itself
 * (package + urgency + memorial options) and ignores a client's total; Spanish 400s; the
 * request is its maker's only; a retry with the same key or id is the same request.
 */
const INDIVIDUAL = 'crem-individual' // 2500, urgency available
const BASIC = 'crem-basica' // 450, no urgency

function request(
  fixture: ServerFixture,
  who: RegisteredUser,
  fields: Record<string, unknown> = {},
  key?: string,
) {
  return write<CremationRequestResponse>(
    fixture,
    who.token,
    'POST',
    '/api/cremation-requests',
    {
      serviceId: INDIVIDUAL,
      petName: 'Luna',
      petBreed: 'Labrador',
      petAge: '12 años',
      urgencyId: 'urgent',
      memorialIds: ['huella-arcilla', 'joya-cenizas'],
      contactPhone: '+503 7000 1234',
      contactEmail: 'familia@example.com',
      pickupAddress: 'Colonia Escalón, Calle 3, casa 12',
      specialInstructions: 'Llamar antes de llegar',
      ...fields,
    },
    key,
  )
}

describe.each(databaseTargets)('cremation requests on $kind', (target) => {
  const fixture = useServer(target, { env: { DEMO_CATALOGUE: '1', CURRENCY: 'MXN' } })

  it('replicates the four packages with §9 prices and their options', async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    const feed = await pull<ServiceFeedDoc>(fixture, ana.token, 'services')
    const packages = feed.documents.filter((doc) => doc.kind === 'cremation')
    expect(packages.map((doc) => doc.price).sort((a, b) => a - b)).toEqual([450, 1200, 2500, 4200])
    const individual = packages.find((doc) => doc.id === INDIVIDUAL)
    expect(individual?.cremation?.urgencyAvailable).toBe(true)
    expect(individual?.cremation?.urgencyOptions.map((o) => o.extraCost)).toEqual([0, 500, 1000])
    expect(individual?.cremation?.memorialOptions.map((o) => o.price)).toEqual([
      150, 80, 300, 500, 250,
    ])
    const basic = packages.find((doc) => doc.id === BASIC)
    expect(basic?.cremation).toMatchObject({ urgencyAvailable: false, urgencyOptions: [] })
    const others = feed.documents.filter((doc) => doc.kind !== 'cremation')
    expect(others.every((doc) => doc.cremation === null)).toBe(true)
  })

  it('prices base + urgency + memorials on the server and ignores a client total', async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    // 2500 + 500 (urgente) + 150 (huella) + 500 (joya), computed by hand
    const made = await request(fixture, ana, { total: 1, price: 1, basePrice: 1 })
    expect(made.status).toBe(201)
    expect(made.body.request).toMatchObject({
      serviceId: INDIVIDUAL,
      serviceName: 'Cremación Individual',
      provider: 'Huellitas en el Cielo',
      petName: 'Luna',
      petBreed: 'Labrador',
      basePrice: 2500,
      total: 3650,
      currency: 'MXN',
      urgency: { id: 'urgent', extraCost: 500 },
      contactPhone: '+503 7000 1234',
    })
    expect(made.body.request.memorials.map((o) => o.id)).toEqual(['huella-arcilla', 'joya-cenizas'])
    expect(made.body.booking).toMatchObject({
      kind: 'cremation',
      serviceName: 'Cremación Individual',
      status: 'confirmed',
      price: 3650,
      time: null,
      notes: 'Llamar antes de llegar',
    })
    // The shared pricing function agrees with the server and the hand figure.
    const feed = await pull<ServiceFeedDoc>(fixture, ana.token, 'services')
    const pkg = feed.documents.find((doc) => doc.id === INDIVIDUAL) as ServiceFeedDoc
    const priced = cremationPrice(pkg, {
      urgencyId: 'urgent',
      memorialIds: ['huella-arcilla', 'joya-cenizas'],
    })
    expect(priced.ok && priced.total).toBe(3650)

    // 'Mis citas': the owner's bookings list and feed carry it with the server's total.
    const mine = await call<BookingsResponse>(fixture.baseUrl, 'GET', '/api/bookings', {
      token: ana.token,
    })
    expect(mine.body.bookings).toEqual([made.body.booking])
    const bookings = await pull<BookingFeedDoc>(fixture, ana.token, 'bookings')
    expect(bookings.documents.map((doc) => [doc.id, doc.price])).toEqual([
      [made.body.booking.id, 3650],
    ])

    // No urgency, no memorials, the package without urgency: its bare price.
    const basic = await request(fixture, ana, {
      serviceId: BASIC,
      urgencyId: null,
      memorialIds: [],
      contactEmail: '',
      specialInstructions: '',
      preferredDate: dayAhead(2),
      preferredTime: '10:30',
    })
    expect(basic.status).toBe(201)
    expect(basic.body.request).toMatchObject({ total: 450, urgency: null, contactEmail: null })
    expect(basic.body.booking).toMatchObject({ date: dayAhead(2), time: '10:30', notes: null })
    // Two requests for one package on one day take no slot from each other.
    const again = await request(fixture, ana, {
      serviceId: BASIC,
      urgencyId: null,
      memorialIds: [],
      preferredDate: dayAhead(2),
      preferredTime: '10:30',
    })
    expect(again.status).toBe(201)
  })

  it('refuses bad requests with Spanish 400s and writes nothing', async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ serviceId: BASIC, urgencyId: 'urgent' }, 400, m.urgencyUnavailable],
      [{ urgencyId: 'volando' }, 400, m.urgencyUnknown],
      [{ memorialIds: ['huella-arcilla', 'estatua-de-oro'] }, 400, m.memorialUnknown],
      [{ memorialIds: 'huella-arcilla' }, 400, m.memorialsInvalid],
      [{ contactPhone: 'llámame' }, 400, m.phoneInvalid],
      [{ contactPhone: '123' }, 400, m.phoneInvalid],
      [{ contactPhone: '' }, 400, m.phoneRequired],
      [{ contactEmail: 'no-es-correo' }, 400, m.emailInvalid],
      [{ pickupAddress: '   ' }, 400, m.addressRequired],
      [{ pickupAddress: 'x'.repeat(301) }, 400, m.addressTooLong],
      [{ specialInstructions: 'x'.repeat(1001) }, 400, m.instructionsTooLong],
      [{ petName: 'x'.repeat(81) }, 400, m.petNameTooLong],
      [{ preferredDate: '2020-01-01' }, 400, m.datePast],
      [{ preferredDate: '2025-02-30' }, 400, m.dateInvalid],
      [{ preferredTime: '25:00' }, 400, m.timeInvalid],
      [{ serviceId: 'svc-estetica-lamascota' }, 400, m.notCremation],
      [{ serviceId: 'no-such-package' }, 404, m.serviceNotFound],
    ]
    for (const [fields, status, message] of cases) {
      const answer = await request(fixture, ana, fields)
      expect({
        fields,
        status: answer.status,
        message: (answer.body as unknown as ApiErrorBody).message,
      }).toEqual({ fields, status, message })
    }
    expect(
      await countRows(fixture, 'select count(*) as count from bookings where user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(0)
    // A cremation package is not booked through /api/bookings either.
    const viaBookings = await write<ApiErrorBody>(fixture, ana.token, 'POST', '/api/bookings', {
      serviceId: INDIVIDUAL,
      petId: 'whatever',
      date: dayAhead(2),
      time: '10:00',
    })
    expect(viaBookings.status).toBe(400)
  })

  it("keeps a request its maker's: someone else's is 404 and not in their feed", async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    const carlos = await registerUser(fixture.baseUrl, { name: 'Carlos' })
    const made = await request(fixture, ana)
    const id = made.body.request.id
    const own = await call<CremationRequestResponse>(
      fixture.baseUrl,
      'GET',
      `/api/cremation-requests/${id}`,
      { token: ana.token },
    )
    expect(own.status).toBe(200)
    expect(own.body.request).toEqual(made.body.request)
    const peek = await call<ApiErrorBody>(fixture.baseUrl, 'GET', `/api/cremation-requests/${id}`, {
      token: carlos.token,
    })
    expect(peek.status).toBe(404)
    expect(peek.body.message).toBe(m.notFound)
    const move = await write<ApiErrorBody>(fixture, carlos.token, 'PUT', `/api/bookings/${id}`, {
      date: dayAhead(3),
      time: '10:00',
    })
    expect(move.status).toBe(404)
    expect((await pull<BookingFeedDoc>(fixture, carlos.token, 'bookings')).documents).toEqual([])
    // Carlos cannot take Ana's id for a request of his own.
    const stolen = await request(fixture, carlos, { id })
    expect(stolen.status).toBe(409)
    expect(own.body.request.total).toBe(3650)
    // A request is not rescheduled like an appointment.
    const reschedule = await write<ApiErrorBody>(fixture, ana.token, 'PUT', `/api/bookings/${id}`, {
      date: dayAhead(3),
      time: '10:00',
    })
    expect(reschedule.status).toBe(409)
    expect(reschedule.body.message).toBe(m.notReschedulable)
  })

  it('lets its maker call a request off: without a preferred date at once, with one until 2 h before', async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    const carlos = await registerUser(fixture.baseUrl, { name: 'Carlos' })
    const cancel = (who: RegisteredUser, id: string) =>
      write<ApiErrorBody>(fixture, who.token, 'POST', `/api/bookings/${id}/cancel`, {})
    const asap = (await request(fixture, ana)).body.request.id
    expect((await cancel(carlos, asap)).status).toBe(404)
    const done = await cancel(ana, asap)
    expect(done.status).toBe(200)
    const later = (
      await request(fixture, ana, { preferredDate: dayAhead(3), preferredTime: '10:00' })
    ).body.request.id
    expect((await cancel(ana, later)).status).toBe(200)
    // An hour from now on the provider's clock (San Salvador): too late to call it off.
    const soon = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/El_Salvador',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(Date.now() + 3_600_000))
      .split(', ')
    const close = (await request(fixture, ana, { preferredDate: soon[0], preferredTime: soon[1] }))
      .body.request.id
    const refused = await cancel(ana, close)
    expect(refused.status).toBe(409)
    const feed = await pull<BookingFeedDoc>(fixture, ana.token, 'bookings')
    const byId = new Map(feed.documents.map((doc) => [doc.id, doc.status]))
    expect(byId.get(asap)).toBe('cancelled')
    expect(byId.get(later)).toBe('cancelled')
  })

  it('answers a retry with the same key or the same id with the one stored request', async () => {
    const ana = await registerUser(fixture.baseUrl, { name: 'Ana' })
    const id = randomUUID()
    const key = randomUUID()
    const first = await request(fixture, ana, { id }, key)
    expect(first.status).toBe(201)
    const replay = await request(fixture, ana, { id }, key)
    expect(replay.status).toBe(201)
    expect(replay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(replay.body).toEqual(first.body)
    // A lost answer resent under a new key (the queue's retry after a discard): same request.
    const resent = await request(fixture, ana, { id, memorialIds: [] }, randomUUID())
    expect(resent.status).toBe(201)
    expect(resent.body.request).toEqual(first.body.request)
    const racingId = randomUUID()
    const racing = await Promise.all([1, 2, 3].map(() => request(fixture, ana, { id: racingId })))
    expect(racing.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(racing.map((answer) => answer.body.request.id)).size).toBe(1)
    expect(
      await countRows(fixture, 'select count(*) as count from bookings where user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(2)
  })
})
