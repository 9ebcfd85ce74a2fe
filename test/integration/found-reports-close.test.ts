import { describe, expect, it } from 'vitest'
import {
  foundReportPaths as paths,
  foundReportTexts as t,
  type CandidateActionResponse,
  type FoundReportDoc,
  type FoundReportResponse,
} from '@contract/found-reports.contract'
import type { Tombstoned } from '@contract/sync.contract'
import { call, type RegisteredUser } from '../support/api.js'
import { executeSql } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  ESCALON,
  ownerWithPet,
  reportAlert,
  SAN_SALVADOR,
  setStatus,
  userAt,
} from './lost-pets-fixtures.js'
import { latestFound, notificationsOf, post, reportFound } from './found-reports-fixtures.js'

/**
 * How a found report leaves the feeds and comes back: closed with its alert however the alert
 * is marked found (the finder thanked once), out of others' devices when it expires, and back
 * on them when an operator clears its flags (the sweep runs every second here).
 */
describe.each(databaseTargets)('closing found reports on $kind', (target) => {
  const fixture = useServer(target, { env: { LOST_PETS_SWEEP_SECONDS: '1' } })
  const base = () => fixture.baseUrl

  /** Polls the user's `foundReports` feed until `check` holds for the report's last copy. */
  async function feedCopy(
    user: RegisteredUser,
    reportId: string,
    check: (doc: Tombstoned<FoundReportDoc> | undefined) => boolean,
  ): Promise<Tombstoned<FoundReportDoc> | undefined> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const doc = (await latestFound(base(), user)).get(reportId)
      if (check(doc)) return doc
      if (Date.now() > deadline) throw new Error(`the feed never showed the change: ${reportId}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  it('closes the linked report when its alert is marked found by the alert’s own PATCH', async () => {
    const { user: owner, pet } = await ownerWithPet(base(), SAN_SALVADOR)
    const alert = await reportAlert(base(), owner.token, pet.id)
    const finder = await userAt(base(), null)
    const neighbour = await userAt(base(), SAN_SALVADOR)
    const report = await reportFound(base(), finder.token, ESCALON)
    const other = await reportFound(base(), finder.token, ESCALON)
    expect((await latestFound(base(), neighbour)).get(report.id)?._deleted).toBe(false)
    const confirmed = await post<CandidateActionResponse>(
      base(),
      owner,
      paths.confirm(alert.id, report.id),
    )
    expect(confirmed.status).toBe(200)

    const marked = await setStatus(base(), owner.token, alert.id, 'found')
    expect(marked.status).toBe(200)
    const seen = await call<FoundReportResponse>(base(), 'GET', paths.one(report.id), {
      token: finder.token,
    })
    expect(seen.body.foundReport.status).toBe('reunited')
    // Only the linked report closes.
    const untouched = await call<FoundReportResponse>(base(), 'GET', paths.one(other.id), {
      token: finder.token,
    })
    expect(untouched.body.foundReport.status).toBe('open')
    const thanks = (await notificationsOf(base(), finder)).filter(
      (doc) => doc.title === t.thanksTitle,
    )
    expect(thanks.map((doc) => doc.message)).toEqual([t.thanksMessage(pet.name)])
    // Out of the neighbourhood's devices; the finder keeps it, reunited.
    expect((await latestFound(base(), neighbour)).get(report.id)?._deleted).toBe(true)
    expect((await latestFound(base(), neighbour)).get(other.id)?._deleted).toBe(false)
    const kept = (await latestFound(base(), finder)).get(report.id)
    expect([kept?._deleted, kept?.status]).toEqual([false, 'reunited'])

    // Lost again and found again: the report is closed already, so no second thanks.
    expect((await setStatus(base(), owner.token, alert.id, 'active')).status).toBe(200)
    expect((await setStatus(base(), owner.token, alert.id, 'found')).status).toBe(200)
    const reunited = await post<FoundReportResponse>(base(), owner, paths.reunite(report.id))
    expect([reunited.status, reunited.body.foundReport.status]).toEqual([200, 'reunited'])
    const thanksAfter = (await notificationsOf(base(), finder)).filter(
      (doc) => doc.title === t.thanksTitle,
    )
    expect(thanksAfter).toHaveLength(1)
  })

  it('sweeps an expired report out of others’ devices, not its author’s', async () => {
    const finder = await userAt(base(), null)
    const neighbour = await userAt(base(), SAN_SALVADOR)
    const report = await reportFound(base(), finder.token, ESCALON)
    expect((await latestFound(base(), neighbour)).get(report.id)?._deleted).toBe(false)
    await executeSql(fixture, 'update found_reports set expires_at = ? where id = ?', [
      '2020-01-01T00:00:00.000Z',
      report.id,
    ])
    await feedCopy(neighbour, report.id, (doc) => doc?._deleted === true)
    const kept = (await latestFound(base(), finder)).get(report.id)
    expect(kept?._deleted).toBe(false)
    // A user who arrives later does not receive it either.
    const newcomer = await userAt(base(), SAN_SALVADOR)
    expect((await latestFound(base(), newcomer)).has(report.id)).toBe(false)
  })

  it('sends a report down the feed again when an operator clears its flags', async () => {
    const finder = await userAt(base(), null)
    const neighbour = await userAt(base(), SAN_SALVADOR)
    const report = await reportFound(base(), finder.token, ESCALON)
    for (const flagger of await Promise.all([1, 2, 3].map(() => userAt(base(), null)))) {
      expect((await post(base(), flagger, paths.flag(report.id))).status).toBe(200)
    }
    expect((await latestFound(base(), neighbour)).get(report.id)?._deleted).toBe(true)

    // The operator's review, as documented (migration 0027/0028): flags gone, report shown.
    await executeSql(fixture, 'delete from found_report_flags where found_report_id = ?', [
      report.id,
    ])
    await executeSql(fixture, 'update found_reports set hidden = 0, flag_count = 0 where id = ?', [
      report.id,
    ])
    const back = await feedCopy(neighbour, report.id, (doc) => doc?._deleted === false)
    expect(back?.id).toBe(report.id)
    const shown = await call(base(), 'GET', paths.one(report.id), { token: neighbour.token })
    expect(shown.status).toBe(200)
  })
})
