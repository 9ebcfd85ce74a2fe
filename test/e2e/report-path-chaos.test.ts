import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { ageFiles } from '../support/age-files'
import type { RegisteredUser } from '../support/api'
import type { RequestInfo } from '../support/chaos-proxy'
import { fakeCameraArgs } from '../support/fake-camera'
import { placePhone } from '../support/lost-pets-e2e'
import {
  launchPersistentPhone,
  openControlledPage,
  rememberSession,
  shownPendingCount,
} from '../support/persistent-app'
import { startProxiedServer, type ProxiedServer } from '../support/proxied-server'
import {
  addCycleRecord,
  placeAndFilm,
  reportLostWithPhotos,
  reportSightingByDialog,
  reportSightingByScan,
  seedReportPeople,
  storedReports,
  unreferencedUploads,
  heldUploads,
  type ReportPeople,
} from '../support/report-chaos-world'

/**
 * The report writes under a hostile network, like write-path-chaos.test.ts does for messages
 * and swipes: in Chromium with a profile on disk, against the production build and the real
 * server behind the chaos proxy. An owner reports her pet lost with two photos (multipart) and
 * adds a cycle record; a finder reports a sighting from the alert's card and another from the
 * QR scanner's 'Reportar que la encontré aquí'. Each write must land exactly once — one alert
 * with its two photos, one record, two sightings — and no photo file may be left behind by a
 * write that died and was sent again. (a) every write's first answer is cut after the server
 * committed; (b) the server is killed as a write's body reaches it, and again 1–6 ms into its
 * retries (KILLS), then restarted on the same data.
 */
const DELIVERY_TIMEOUT_MS = 120_000
const REPORT_PATHS = [
  /^\/api\/lost-pets\/report$/,
  /^\/api\/sightings\/report$/,
  /\/cycle-records$/,
]
/**
 * Kills per write in (b). The alert's photos are decoded and written mid-request, after the
 * claim of its key and before its row: its kills spread wider (1–60 ms) to land in there too.
 */
const KILLS = { report: 4, record: 2, sighting: 2 }
const KILL_WITHIN_MS = { report: 60, other: 6 }
/** A new letter per test run, retries included: a retry's pet is not named like the first's. */
const tags = 'ABCDEFGH'.split('')
const nextTag = () => tags.shift() ?? 'Z'
const isReport = (request: RequestInfo) =>
  request.method === 'POST' && REPORT_PATHS.some((path) => path.test(request.path))

let server: ProxiedServer
const profiles: string[] = []
let contexts: BrowserContext[] = []

beforeAll(async () => {
  server = await startProxiedServer()
})

afterEach(async (context) => {
  console.info(`${context.task.name}: proxy ${JSON.stringify(server.proxy.stats)}`)
  if (context.task.result?.errors?.length) {
    console.info(`last requests:\n${server.proxy.recent.join('\n')}`)
  }
  server.proxy.setMode('pass')
  server.proxy.onForwarded(null)
  for (const context of contexts) await context.close()
  contexts = []
})

afterAll(async () => {
  await server?.stop()
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true })
})

async function phoneOf(user: RegisteredUser, extraArgs: string[] = []): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'huellitas-profile-'))
  profiles.push(profile)
  const context = await launchPersistentPhone(profile, server.proxy.url, extraArgs)
  contexts.push(context)
  await rememberSession(context, user)
  return context
}

/** A network that dropped and came back: the page hears 'offline' then 'online'. */
async function backOnline(phone: BrowserContext | null): Promise<void> {
  await phone?.setOffline(true)
  await phone?.setOffline(false)
}

const today = () => new Date().toISOString().slice(0, 10)

/** Waits until the server holds `expected` and the page has nothing left to send. */
async function expectLanded(
  page: Page,
  people: ReportPeople,
  expected: { alerts: number; sightings: number; records: number },
) {
  const progress = async () => {
    const stored = await storedReports(server, people.pet.id)
    return {
      alerts: stored.alerts.length,
      sightings: stored.sightings.length,
      records: stored.cycleRecords.length,
      pending: await shownPendingCount(page).catch(() => -1),
    }
  }
  await expect
    .poll(progress, { timeout: DELIVERY_TIMEOUT_MS, interval: 1_000 })
    .toEqual({ ...expected, pending: 0 })
}

/**
 * Exactly once: one alert with both photos, one record, both sightings, and no photo file left
 * for good. A run killed after storing its photos leaves them (their names are its own: a
 * resend never writes over or removes another run's files); the start-up sweep removes them
 * once they are an hour old, and never a photo a report holds.
 */
async function expectExactlyOnce(people: ReportPeople) {
  const stored = await storedReports(server, people.pet.id)
  expect(stored.alerts.map((alert) => alert.photos)).toEqual([2])
  expect(stored.cycleRecords).toEqual([today()])
  expect(stored.sightings.map((sighting) => sighting.description).sort()).toEqual([
    'Estaba cerca del parque, corriendo hacia el norte.',
    'La encontré y escaneé su código QR en este lugar.',
  ])
  const strays = await unreferencedUploads(server)
  if (strays.length > 0) {
    for (const folder of ['lost-pets', 'sightings']) {
      const dir = join(server.dataDir, 'uploads', folder)
      if (existsSync(dir)) ageFiles(dir)
    }
    await server.restart()
  }
  await expect.poll(() => unreferencedUploads(server), { timeout: 15_000 }).toEqual([])
  for (const path of await heldUploads(server)) {
    expect((await fetch(new URL(path, server.directUrl))).status, path).toBe(200)
  }
  return stored
}

describe('report writes under chaos', () => {
  test("(a) every report's first answer cut after the server committed: each lands once", async () => {
    const people = await seedReportPeople(server.directUrl, nextTag())
    // Each report path's 1st, 3rd… request is cut: writes go one at a time, in order, so every
    // write loses its first answer and its retry is the repeat the server must recognise.
    const seen = new Map<string, number>()
    const cuts: string[] = []
    const cutFirstOfEach = (request: RequestInfo) => {
      if (!isReport(request)) return false
      const count = (seen.get(request.path) ?? 0) + 1
      seen.set(request.path, count)
      if (count % 2 === 1) cuts.push(request.path)
      return count % 2 === 1
    }

    const ownerPhone = await phoneOf(people.owner)
    await placePhone(ownerPhone)
    const owner = await openControlledPage(ownerPhone, '/profile')
    await ownerPhone.setOffline(true)
    await reportLostWithPhotos(owner, people.pet)
    await addCycleRecord(owner, people.pet, today())
    await expect.poll(() => shownPendingCount(owner), { timeout: 20_000 }).toBe(2)
    server.proxy.setMode('cut', cutFirstOfEach)
    await ownerPhone.setOffline(false)
    await expectLanded(owner, people, { alerts: 1, sightings: 0, records: 1 })

    // A camera device to open; what it films is the pet's code (placeAndFilm).
    const finderPhone = await phoneOf(people.finder, fakeCameraArgs())
    await placeAndFilm(finderPhone, people.pet, server.proxy.url)
    const finder = await openControlledPage(finderPhone, '/lost-pets')
    await finderPhone.setOffline(true)
    await reportSightingByDialog(finder, people.pet)
    await reportSightingByScan(finder)
    await expect.poll(() => shownPendingCount(finder), { timeout: 20_000 }).toBe(2)
    await finderPhone.setOffline(false)
    await expectLanded(finder, people, { alerts: 1, sightings: 2, records: 1 })

    await expectExactlyOnce(people)
    console.info(`(a) writes: 4; cut answers: ${cuts.length} (${cuts.join(', ')})`)
    // Every write lost one answer: the alert, the record and both sightings.
    expect(cuts.filter((path) => path === '/api/lost-pets/report')).toHaveLength(1)
    expect(cuts.filter((path) => path.endsWith('/cycle-records'))).toHaveLength(1)
    expect(cuts.filter((path) => path === '/api/sightings/report')).toHaveLength(2)
  }, 300_000)

  // A write's retries back off up to RETRY_MAX_MS (60 s) while its server is down, and the
  // socket's reconnection that cuts that short waits out its own backoff: each retry came
  // 0.7–3.8 s after its server was back. Here each restarted server is announced to the phone
  // the way a returning network is ('online' sends queued writes at once: ~0.1 s). The
  // socket's nudge is what write-path-chaos.test.ts (d) waits for.
  test('(b) the server killed a few ms into each report write and its retries: each lands once, photos once', async () => {
    const people = await seedReportPeople(server.directUrl, nextTag())
    // While a write is being made, each of its requests that reaches a live server kills it,
    // up to `times` times: the first send and then its retries. The first kill is at once, as
    // the body is handed over, so it always beats the answer (a cycle record can answer within
    // 1 ms); kill n+1 lands in the n-th slice of the next 1–6 ms (the alert: 1–60 ms, to reach
    // past its photos into its row), reaching further in. One that comes after the answer ends
    // that write's chaos (it has landed: nothing is retried). Only that write's own path: a
    // retry of the one before (queued by its kill) is not tested here.
    const started = Date.now()
    const chaos = {
      path: null as RegExp | null,
      times: 0,
      left: 0,
      restarting: null as Promise<void> | null,
      nudging: Promise.resolve(),
      /** the phone making the write, told when the server is back */
      phone: null as BrowserContext | null,
      /** per write: each kill's outcome ('no-answer' when it beat the answer) */
      writes: [] as { name: string; outcomes: Promise<string>[] }[],
      log: [] as string[],
    }
    server.proxy.onForwarded((request) => {
      if (!isReport(request) || !chaos.path?.test(request.path) || chaos.restarting) return
      if (chaos.left === 0) return
      const n = chaos.times - chaos.left
      chaos.left -= 1
      const within = /\/lost-pets\/report$/.test(request.path)
        ? KILL_WITHIN_MS.report
        : KILL_WITHIN_MS.other
      const slice = within / Math.max(1, chaos.times - 1)
      const delay = n === 0 ? 0 : 1 + Math.floor((n - 1) * slice + Math.random() * slice)
      const at = Math.round((Date.now() - started) / 1000)
      const outcome = request.outcome.then((outcome) => {
        chaos.log.push(`${request.path.replace('/api/', '')} at ${at} s, ${delay} ms: ${outcome}`)
        return outcome
      })
      chaos.writes.at(-1)?.outcomes.push(outcome)
      // restart() kills synchronously; a timer of 0 ms would still wait for the next turn.
      const killing =
        delay === 0
          ? server.restart()
          : new Promise((done) => setTimeout(done, delay)).then(() => server.restart())
      chaos.restarting = killing.finally(() => {
        chaos.restarting = null
      })
      // Only once `restarting` is cleared: the retry this sends must meet the next kill.
      chaos.nudging = chaos.restarting.then(() => backOnline(chaos.phone))
    })
    const killed = async (
      name: string,
      page: Page,
      path: RegExp,
      times: number,
      write: () => Promise<void>,
    ) => {
      chaos.writes.push({ name, outcomes: [] })
      chaos.phone = page.context()
      chaos.path = path
      chaos.times = times
      chaos.left = times
      await write()
      // Until its kills are spent, or it landed (a kill that came after the answer).
      const settled = async () =>
        chaos.left === 0 || (!chaos.restarting && (await shownPendingCount(page)) === 0)
      await expect.poll(settled, { timeout: DELIVERY_TIMEOUT_MS, interval: 500 }).toBe(true)
      chaos.left = 0
      await chaos.restarting
      await chaos.nudging
      chaos.path = null
    }
    const restartsBefore = server.restarts

    const ownerPhone = await phoneOf(people.owner)
    await placePhone(ownerPhone)
    const owner = await openControlledPage(ownerPhone, '/profile')
    await killed('alert', owner, /\/lost-pets\/report$/, KILLS.report, () =>
      reportLostWithPhotos(owner, people.pet),
    )
    await killed('record', owner, /\/cycle-records$/, KILLS.record, () =>
      addCycleRecord(owner, people.pet, today()),
    )
    await expectLanded(owner, people, { alerts: 1, sightings: 0, records: 1 })

    // A camera device to open; what it films is the pet's code (placeAndFilm).
    const finderPhone = await phoneOf(people.finder, fakeCameraArgs())
    await placeAndFilm(finderPhone, people.pet, server.proxy.url)
    const finder = await openControlledPage(finderPhone, '/lost-pets')
    await killed('sighting', finder, /\/sightings\/report$/, KILLS.sighting, () =>
      reportSightingByDialog(finder, people.pet),
    )
    await killed('scan sighting', finder, /\/sightings\/report$/, KILLS.sighting, () =>
      reportSightingByScan(finder),
    )
    await expectLanded(finder, people, { alerts: 1, sightings: 2, records: 1 })

    // The kills' restarts, before the sweep's own (expectExactlyOnce).
    const restarts = server.restarts - restartsBefore
    await expectExactlyOnce(people)
    const kills = chaos.writes.flatMap((write) => write.outcomes)
    await Promise.all(kills)
    console.info(`(b) writes: 4; sends killed: ${restarts} (${chaos.log.join('; ')})`)
    expect(restarts).toBe(kills.length)
    // Every write was killed at least once before it could answer, and sent again.
    for (const write of chaos.writes) {
      const outcomes = await Promise.all(write.outcomes)
      expect(
        outcomes.filter((outcome) => outcome === 'no-answer').length,
        write.name,
      ).toBeGreaterThan(0)
    }
  }, 600_000)
})
