import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { BookingsResponse } from '@contract/services.contract'
import { call, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { queryRows } from '../support/db-probe.js'
import { useRestartableServer } from '../support/restartable-server.js'
import { booker, dayAhead, GROOMING, write } from './bookings-fixtures.js'

/** When each round's kill comes: from before the server reads the write to around its answer. */
const KILL_AFTER_MS = [1, 3, 6, 12, 20, 30]

interface Sent {
  path: '/api/bookings' | '/api/cremation-requests'
  key: string
  id: string
  body: Record<string, unknown>
}

/**
 * A booking or a cremation request sent from the write queue while the server is killed
 * outright, 1–30 ms into the write, and sent again (same id and Idempotency-Key, as the queue
 * resends) once a new process is up: each lands exactly once, whether the kill came before the
 * row was stored, after it, or before the answer.
 */
describe.each(databaseTargets)(
  'bookings and cremation requests across a crash on $kind',
  (target) => {
    const fixture = useRestartableServer(target, { env: { DEMO_CATALOGUE: '1', CURRENCY: 'MXN' } })

    it('stores every booking and request once when the server is killed mid-write', async () => {
      const ana = await booker(fixture)
      const sent: Sent[] = []
      const answers: (number | 'no answer')[] = []
      const kills = { unanswered: 0, storedUnanswered: 0 }
      for (let round = 0; round < KILL_AFTER_MS.length; round++) {
        const day = dayAhead(3 + round)
        const batch: Sent[] = [
          ...['09:00', '10:00'].map((time) => ({
            path: '/api/bookings' as const,
            key: randomUUID(),
            id: randomUUID(),
            body: { serviceId: GROOMING, petId: ana.pet.id, date: day, time },
          })),
          {
            path: '/api/cremation-requests',
            key: randomUUID(),
            id: randomUUID(),
            body: {
              serviceId: 'crem-individual',
              petName: `Luna ${round}`,
              urgencyId: 'urgent',
              memorialIds: ['huella-arcilla'],
              contactPhone: '+503 7000 1234',
              pickupAddress: 'Colonia Escalón, Calle 3, casa 12',
            },
          },
        ]
        sent.push(...batch)
        const send = (one: Sent) =>
          write(fixture, ana.token, 'POST', one.path, { ...one.body, id: one.id }, one.key)
        const inFlight = batch.map((one) => send(one).catch(() => null))
        await sleep(KILL_AFTER_MS[round] ?? 1)
        await fixture.kill()
        const first = await Promise.all(inFlight)
        await fixture.restart()
        for (const [index, one] of batch.entries()) {
          if (first[index]) continue
          kills.unanswered += 1
          const stored = await queryRows(fixture, 'SELECT id FROM bookings WHERE id = ?', [one.id])
          if (stored.length > 0) kills.storedUnanswered += 1
        }
        for (const one of batch) {
          let result: ApiResult | null = null
          for (let attempt = 0; attempt < 10 && !(result && result.status < 300); attempt++) {
            result = await send(one).catch(() => null)
            answers.push(result?.status ?? 'no answer')
          }
          expect(result?.status, `${one.path}: ${result?.text}`).toBeLessThan(300)
        }
      }
      // Every retry ran or replayed at once: none refused ('taken', 'in progress'), none failed.
      expect(answers.filter((status) => status !== 200 && status !== 201)).toEqual([])

      const rows = await queryRows<{ id: string }>(
        fixture,
        'SELECT id FROM bookings WHERE user_id = ?',
        [ana.user.id],
      )
      expect(rows.map((row) => row.id).sort()).toEqual(sent.map((one) => one.id).sort())
      // 'Mis citas' lists each once, cremation requests included.
      const mine = await call<BookingsResponse>(fixture.baseUrl, 'GET', '/api/bookings', {
        token: ana.token,
      })
      expect(mine.body.bookings.map((booking) => booking.id).sort()).toEqual(
        sent.map((one) => one.id).sort(),
      )
      // Where the kills landed, for the log of a run.
      console.info(
        `kill loop on ${target.kind}: ${kills.unanswered} of ${sent.length} writes unanswered, ` +
          `${kills.storedUnanswered} of them already stored`,
      )
      expect(kills.unanswered).toBeGreaterThan(0)
    }, 180_000)
  },
)
