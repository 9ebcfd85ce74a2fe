import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import { IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import {
  bookingMessages as m,
  serviceCategories,
  type BookingFeedDoc,
  type BookingResponse,
  type BookingsResponse,
  type SlotTakenBody,
  type SlotsResponse,
} from '@contract/services.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import {
  BUSY_PROVIDER,
  CLINIC,
  GROOMING,
  INTERNAL,
  book,
  booker,
  dayAhead,
  pull,
  write,
  type ServiceFeedDoc,
} from './bookings-fixtures.js'

/**
 * The services catalogue and bookings on a real server: the catalogue feed, §2's booking rules
 * with Spanish 4xx, one booking per slot even under a race, the owner-only reads and writes,
 * the 2-hour cancel rule, notifications and the owner's bookings feed.
 */
describe.each(databaseTargets)('services and bookings on $kind', (target) => {
  const fixture = useServer(target, { env: { DEMO_CATALOGUE: '1', CURRENCY: 'MXN' } })

  it('replicates the catalogue: every category near San Salvador, priced in MXN', async () => {
    const ana = await booker(fixture)
    const feed = await pull<ServiceFeedDoc>(fixture, ana.token, 'services')
    const categories = new Set(feed.documents.map((doc) => doc.category))
    for (const category of serviceCategories) expect(categories).toContain(category)
    expect(feed.documents.every((doc) => doc.currency === 'MXN')).toBe(true)
    expect(feed.documents.filter((doc) => doc.kind === 'health').length).toBeGreaterThan(2)
    const internal = feed.documents.find((doc) => doc.id === INTERNAL)
    expect(internal).toMatchObject({ isInternal: true, internalPath: '/reproductive-health' })
    for (const doc of feed.documents) {
      expect(Math.abs(doc.latitude - 13.69)).toBeLessThan(0.2)
      expect(Math.abs(doc.longitude + 89.22)).toBeLessThan(0.2)
    }
    const again = await pull<ServiceFeedDoc>(fixture, ana.token, 'services', feed.checkpoint.seq)
    expect(again.documents).toEqual([])
  })

  it('books a slot, lists it, notifies the owner and replicates to the owner only', async () => {
    const ana = await booker(fixture, 'Ana')
    const carlos = await booker(fixture, 'Carlos')
    const date = dayAhead(4)
    const made = await book(fixture, ana, { date, time: '09:00', notes: '  Es nervioso  ' })
    expect(made.status).toBe(201)
    expect(made.body.booking).toMatchObject({
      kind: 'service',
      serviceId: GROOMING,
      serviceName: 'Baño y corte completo',
      petId: ana.pet.id,
      petName: ana.pet.name,
      date,
      time: '09:00',
      status: 'confirmed',
      price: 450,
      currency: 'MXN',
      notes: 'Es nervioso',
    })
    const id = made.body.booking.id
    const mine = await call<BookingsResponse>(fixture.baseUrl, 'GET', '/api/bookings', {
      token: ana.token,
    })
    expect(mine.body.bookings.map((b) => b.id)).toEqual([id])
    const feed = await pull<BookingFeedDoc>(fixture, ana.token, 'bookings')
    expect(feed.documents.map((doc) => doc.id)).toEqual([id])
    expect((await pull<BookingFeedDoc>(fixture, carlos.token, 'bookings')).documents).toEqual([])
    const notices = await pull<NotificationFeedDoc>(
      fixture,
      ana.token,
      'notifications' as 'bookings',
    )
    expect(notices.documents).toContainEqual(
      expect.objectContaining({
        type: 'service',
        title: 'Reserva confirmada',
        data: expect.objectContaining({ bookingId: id }) as unknown,
      }),
    )
    // A stranger can neither read nor cancel nor move it: as if it did not exist.
    const peek = await call<ApiErrorBody>(fixture.baseUrl, 'GET', `/api/bookings/${id}`, {
      token: carlos.token,
    })
    expect(peek.status).toBe(404)
    expect(peek.body.message).toBe(m.notFound)
    const cancel = await write<ApiErrorBody>(
      fixture,
      carlos.token,
      'POST',
      `/api/bookings/${id}/cancel`,
    )
    expect(cancel.status).toBe(404)
    const move = await write<ApiErrorBody>(fixture, carlos.token, 'PUT', `/api/bookings/${id}`, {
      date,
      time: '11:00',
    })
    expect(move.status).toBe(404)
    expect(
      await countRows(
        fixture,
        `select count(*) as count from bookings where id = ? and status = 'confirmed' and time = '09:00'`,
        [id],
      ),
    ).toBe(1)
  })

  it('a health appointment needs one of the provider’s service types', async () => {
    const ana = await booker(fixture)
    const missing = await book<ApiErrorBody>(fixture, ana, { serviceId: CLINIC, time: '14:00' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(m.serviceTypeRequired)
    const unknown = await book<ApiErrorBody>(fixture, ana, {
      serviceId: CLINIC,
      time: '14:00',
      serviceType: 'Peluquería',
    })
    expect(unknown.body.message).toBe(m.serviceTypeUnknown)
    const made = await book(fixture, ana, {
      serviceId: CLINIC,
      time: '14:00',
      serviceType: 'Vacunación',
    })
    expect(made.status).toBe(201)
    expect(made.body.booking).toMatchObject({
      kind: 'health',
      serviceName: 'Vacunación',
      provider: 'Clínica Veterinaria San Francisco',
    })
  })

  it('refuses bad input with a Spanish 400 and changes nothing', async () => {
    const ana = await booker(fixture)
    const carlos = await booker(fixture, 'Carlos')
    const cases: [Record<string, unknown>, number, string][] = [
      [{ time: '12:00' }, 400, m.timeRequired],
      [{ time: 9 }, 400, m.timeRequired],
      [{ date: '2026-02-30' }, 400, m.dateRequired],
      [{ date: 'mañana' }, 400, m.dateRequired],
      [{ date: dayAhead(-1) }, 400, m.datePast],
      [{ date: dayAhead(400) }, 400, m.dateTooFar],
      [{ petId: '' }, 400, m.petRequired],
      [{ petId: carlos.pet.id }, 403, m.petNotYours],
      [{ petId: 'no-such-pet' }, 404, m.petNotFound],
      [{ serviceId: 'no-such-service' }, 404, m.serviceNotFound],
      [{ serviceId: INTERNAL }, 400, m.serviceInternal],
      [{ serviceId: BUSY_PROVIDER, serviceType: 'Ecografía' }, 409, m.serviceUnavailable],
      [{ notes: 'x'.repeat(501) }, 400, m.notesTooLong],
    ]
    for (const [fields, status, message] of cases) {
      const answer = await book<ApiErrorBody>(fixture, ana, { date: dayAhead(5), ...fields })
      expect([JSON.stringify(fields), answer.status, answer.body.message]).toEqual([
        JSON.stringify(fields),
        status,
        message,
      ])
    }
    expect(
      await countRows(fixture, 'select count(*) as count from bookings where user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(0)
  })

  it('of two people racing for the last free slot exactly one gets it; the other is offered others', async () => {
    const date = dayAhead(6)
    const filler = await booker(fixture, 'Relleno')
    for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00']) {
      expect((await book(fixture, filler, { date, time })).status).toBe(201)
    }
    const free = await call<SlotsResponse>(
      fixture.baseUrl,
      'GET',
      `/api/services/${GROOMING}/slots?date=${date}`,
      { token: filler.token },
    )
    expect(free.body.freeSlots).toEqual(['16:00'])
    const [ana, carlos] = await Promise.all([booker(fixture, 'Ana'), booker(fixture, 'Carlos')])
    const keys = [randomUUID(), randomUUID()]
    const answers = await Promise.all([
      book<BookingResponse & SlotTakenBody>(fixture, ana, { date, time: '16:00' }, keys[0]),
      book<BookingResponse & SlotTakenBody>(fixture, carlos, { date, time: '16:00' }, keys[1]),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const loser = answers.find((a) => a.status === 409)
    expect(loser?.body).toMatchObject({ error: 'slot-taken', message: m.slotTaken })
    // The day is full now: the offer is the next day's slots, all six free.
    expect(loser?.body.date).toBe(dayAhead(7))
    expect(loser?.body.freeSlots).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'])
    // Its key keeps the whole refusal, offer included: a resend gets the same answer.
    const loserIndex = answers.indexOf(loser as (typeof answers)[number])
    const resent = await book<SlotTakenBody>(
      fixture,
      loserIndex === 0 ? ana : carlos,
      { date, time: '16:00' },
      keys[loserIndex],
    )
    expect(resent.status).toBe(409)
    expect(resent.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(resent.text).toBe(loser?.text)
    expect(
      await countRows(
        fixture,
        `select count(*) as count from bookings where service_id = ? and date = ? and time = '16:00'`,
        [GROOMING, date],
      ),
    ).toBe(1)
  })

  it('a repeat with the same id or Idempotency-Key is one booking', async () => {
    const ana = await booker(fixture)
    const id = crypto.randomUUID()
    const fields = { id, date: dayAhead(8), time: '11:00' }
    const first = await book(fixture, ana, fields, 'same-key-123456')
    const replay = await book(fixture, ana, fields, 'same-key-123456')
    const retry = await book(fixture, ana, fields)
    expect([first.status, replay.status, retry.status]).toEqual([201, 201, 201])
    expect(retry.body.booking.id).toBe(id)
    expect(
      await countRows(fixture, 'select count(*) as count from bookings where user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(1)
    const carlos = await booker(fixture, 'Carlos')
    const stolen = await book<ApiErrorBody>(fixture, carlos, { ...fields, time: '09:00' })
    expect(stolen.status).toBe(409)
    expect(stolen.body.message).toBe(m.idTaken)
  })

  it('reschedules to a free slot, refuses a taken one, and cancels (freeing the slot)', async () => {
    const ana = await booker(fixture)
    const other = await booker(fixture, 'Otra')
    const date = dayAhead(9)
    const made = await book(fixture, ana, { date, time: '09:00' })
    await book(fixture, other, { date, time: '10:00' })
    const id = made.body.booking.id
    const taken = await write<SlotTakenBody>(fixture, ana.token, 'PUT', `/api/bookings/${id}`, {
      date,
      time: '10:00',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.freeSlots).toEqual(['11:00', '14:00', '15:00', '16:00'])
    const moved = await write(fixture, ana.token, 'PUT', `/api/bookings/${id}`, {
      date,
      time: '15:00',
    })
    expect(moved.status).toBe(200)
    expect(moved.body.booking).toMatchObject({ time: '15:00', status: 'confirmed' })
    const cancelled = await write(fixture, ana.token, 'POST', `/api/bookings/${id}/cancel`)
    expect(cancelled.body.booking.status).toBe('cancelled')
    const again = await write(fixture, ana.token, 'POST', `/api/bookings/${id}/cancel`)
    expect(again.status).toBe(200)
    // The cancelled booking no longer holds its slot.
    expect((await book(fixture, other, { date, time: '15:00' })).status).toBe(201)
    const notices = await pull<NotificationFeedDoc>(
      fixture,
      ana.token,
      'notifications' as 'bookings',
    )
    const titles = notices.documents.map((doc) => doc.title)
    expect(titles).toEqual(
      expect.arrayContaining(['Reserva confirmada', 'Cita reagendada', 'Cita cancelada']),
    )
    expect(titles.filter((title) => title === 'Cita cancelada')).toHaveLength(1)
  })

  it('no cancelling nor moving within 2 hours of the start', async () => {
    const ana = await booker(fixture)
    const made = await book(fixture, ana, { date: dayAhead(10), time: '09:00' })
    const id = made.body.booking.id
    // The slot is tomorrow; bring its start to 90 minutes from now as the clock would.
    const soon = new Date(Date.now() + 90 * 60_000).toISOString()
    await executeSql(fixture, 'update bookings set starts_at = ? where id = ?', [soon, id])
    const cancel = await write<ApiErrorBody>(
      fixture,
      ana.token,
      'POST',
      `/api/bookings/${id}/cancel`,
    )
    expect(cancel.status).toBe(409)
    expect(cancel.body.message).toBe(m.tooLateToCancel)
    const move = await write<ApiErrorBody>(fixture, ana.token, 'PUT', `/api/bookings/${id}`, {
      date: dayAhead(11),
      time: '09:00',
    })
    expect(move.status).toBe(409)
    expect(move.body.message).toBe(m.tooLateToReschedule)
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString()
    await executeSql(fixture, 'update bookings set starts_at = ? where id = ?', [later, id])
    const ok = await write(fixture, ana.token, 'POST', `/api/bookings/${id}/cancel`)
    expect(ok.status).toBe(200)
    expect(ok.body.booking.status).toBe('cancelled')
  })
})
