/**
 * bench:lost's 'Posibles coincidencias' part: seeds found reports and sightings (half each)
 * over the same places as the alerts, then times an owner's candidate list
 * (GET /api/lost-pets/{id}/candidates's work) for random active alerts, through the service:
 * the (species, tile, date) prefilter, the sightings' (tile, date) index and the scoring.
 * Target: p95 under 20 ms at 100,000 reports and sightings.
 */
import { pino } from 'pino'
import { cellCentre } from '../../server/contract/privacy-grid'
import type { DatabaseHandle } from '../../server/db/database'
import { createCandidatesRepository } from '../../server/modules/found-pets/candidates.repository'
import { createCandidatesService } from '../../server/modules/found-pets/candidates.service'
import { createFoundReportsRepository } from '../../server/modules/found-pets/found-reports.repository'
import { tileOf } from '../../server/modules/found-pets/tiles'
import { createLostPetsRepository } from '../../server/modules/lost-pets/lost-pets.repository'
import { measure, placeGenerator, type Latency } from './discover-places'

const DAY = 86_400_000
const SPECIES = ['dog', 'dog', 'dog', 'cat', 'cat', 'bird', 'other'] as const
const COLOURS = ['black', 'white', 'brown', 'golden', 'grey'] as const

export async function seedFoundAndSightings(
  handle: DatabaseHandle,
  count: number,
  random: () => number,
  users: readonly string[],
  alertCount: number,
): Promise<void> {
  const place = placeGenerator(random)
  const now = Date.now()
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const batch = 400
  const reports = Math.floor(count / 2)
  for (let start = 0; start < reports; start += batch) {
    const rows = Array.from({ length: Math.min(batch, reports - start) }, (_, offset) => {
      const at = place()
      const cell = cellCentre(at)
      const created = now - random() * 60 * DAY
      return {
        id: `bench-found-${start + offset}`,
        reporter_id: pick(users),
        species: pick(SPECIES),
        breed: random() < 0.5 ? 'Mestizo' : null,
        colours: JSON.stringify([pick(COLOURS)]),
        size: pick(['small', 'medium', 'large']),
        sex: pick(['male', 'female', null]),
        has_collar: 0,
        collar_text: null,
        photos: '[]',
        latitude: at.latitude,
        longitude: at.longitude,
        cell_latitude: cell.latitude,
        cell_longitude: cell.longitude,
        tile: tileOf(at),
        location: 'Colonia',
        found_date: day(created),
        found_time: '10:00',
        whereabouts: 'with-finder' as const,
        place_detail: null,
        description: 'Encontrado en la calle.',
        contact: '7000-0000',
        status: 'open' as const,
        linked_lost_pet_id: null,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
        expires_at: new Date(created + 30 * DAY).toISOString(),
      }
    })
    await handle.db.insertInto('found_reports').values(rows).execute()
  }
  for (let start = 0; start < count - reports; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - reports - start) }, (_, offset) => {
      const at = place()
      const created = now - random() * 60 * DAY
      return {
        id: `bench-sighting-${start + offset}`,
        lost_pet_id: `bench-alert-${Math.floor(random() * alertCount)}`,
        reporter_id: null,
        location: 'Colonia',
        latitude: at.latitude,
        longitude: at.longitude,
        date: day(created),
        time: '17:00',
        description: 'Lo vi corriendo.',
        contact_name: 'Vecino',
        contact_phone: '7000-0000',
        photos: '[]',
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
        seq: 0,
      }
    })
    await handle.db.insertInto('sightings').values(rows).execute()
  }
}

/** An owner's candidates for `queries` random active, located alerts (after `warmup`). */
export async function benchCandidates(
  handle: DatabaseHandle,
  queries: number,
  warmup: number,
  random: () => number,
): Promise<Latency> {
  const alerts = await handle.db
    .selectFrom('lost_pets')
    .select(['id', 'reporter_id'])
    .where('status', '=', 'active')
    .where('expires_at', '>', new Date().toISOString())
    .limit(5000)
    .execute()
  const service = createCandidatesService({
    alerts: createLostPetsRepository(handle.db, handle.dialect),
    reports: createFoundReportsRepository(handle.db),
    candidates: createCandidatesRepository(handle.db, handle.dialect),
    notify: () => Promise.resolve([]),
    openConversation: () => Promise.reject(new Error('not in the bench')),
    log: pino({ level: 'silent' }),
    now: () => new Date(),
  })
  // How many candidates the timed lists held: a fast answer must also be a full one.
  let listed = 0
  let withAny = 0
  const runs = Array.from({ length: queries + warmup }, () => {
    const alert = alerts[Math.floor(random() * alerts.length)]
    return async () => {
      const found = alert ? await service.list(alert.reporter_id, alert.id) : []
      listed += found.length
      if (found.length > 0) withAny += 1
    }
  })
  const latency = await measure(runs, warmup)
  const total = queries + warmup
  console.error(
    `candidates: ${(listed / total).toFixed(1)} per list on average, ${withAny} of ${total} lists not empty`,
  )
  return latency
}
