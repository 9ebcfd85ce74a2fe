import { afterEach, describe, expect, it } from 'vitest'
import type { CycleRecordDoc } from '@contract/cycles.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { addRecord, ownerWithFemale, validRecord, write } from './cycle-records-fixtures.js'
import { inSync, openDevice, socketConnected, type Device } from '../support/replication-client.js'

/**
 * Cycle records reach the owner's devices through the app's own database and sync engine
 * (RxDB on fake-indexeddb) against a real server: creates, edits and deletes, live and on a
 * fresh device; a stranger's device receives none.
 */
const POLL = { timeout: 10_000, interval: 50 }

describe.each(databaseTargets)('cycle records replication on $kind', (target) => {
  const fixture = useServer(target)
  const devices: Device[] = []
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((device) => device.close()))
  })

  const held = async (device: Device): Promise<CycleRecordDoc[]> =>
    (await device.database.cycleRecords.find().exec()).map(
      (document) => document.toJSON() as CycleRecordDoc,
    )

  it('creates, edits and deletes replicate to the owner only', async () => {
    const owner = await ownerWithFemale(fixture)
    const stranger = await registerUser(fixture.baseUrl)
    const phone = await openDevice(fixture.baseUrl, owner, { collections: ['cycleRecords'] })
    const spy = await openDevice(fixture.baseUrl, stranger, { collections: ['cycleRecords'] })
    devices.push(phone, spy)
    await Promise.all([socketConnected(phone), inSync(phone), inSync(spy)])

    const record = await addRecord(fixture, owner)
    await expect.poll(() => held(phone), POLL).toEqual([record])

    await write(fixture, owner.token, 'PUT', `/api/cycle-records/${record.id}`, {
      ...validRecord,
      phase: 'estrus',
      temperature: 38.9,
    })
    await expect
      .poll(async () => (await held(phone))[0], POLL)
      .toMatchObject({ phase: 'estrus', temperature: 38.9 })
    const second = await addRecord(fixture, owner, { date: '2026-03-12' })
    await write(fixture, owner.token, 'DELETE', `/api/cycle-records/${record.id}`)
    await expect.poll(() => held(phone), POLL).toEqual([second])

    // A device opened now gets the same state from the feed alone.
    const tablet = await openDevice(fixture.baseUrl, owner, { collections: ['cycleRecords'] })
    devices.push(tablet)
    await inSync(tablet)
    expect(await held(tablet)).toEqual([second])

    await inSync(spy)
    expect(await held(spy)).toEqual([])
  })
})
