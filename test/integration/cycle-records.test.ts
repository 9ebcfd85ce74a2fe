import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import {
  cycleMessages as m,
  type CycleRecordDoc,
  type CycleRecordsResponse,
} from '@contract/cycles.contract'
import { SYNC_EVENT, type SyncEventPayload } from '@contract/sync.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket, waitUntil } from '../support/sockets.js'
import {
  addRecord,
  ownerWithFemale,
  pullCycles,
  validRecord,
  write,
  type CycleFeedDoc,
} from './cycle-records-fixtures.js'
import { createPet } from './pets-fixtures.js'

/**
 * /api/pets/{petId}/cycle-records and /api/cycle-records/{id} on a real server: the owner's
 * writes with §5's rules and Spanish messages, §6's females only, strangers kept out of reads,
 * writes and the feed, repeats of queued writes, and replication (feed + live events).
 */
describe.each(databaseTargets)('cycle records on $kind', (target) => {
  const fixture = useServer(target)
  const records = (token: string, petId: string) =>
    call<CycleRecordsResponse & ApiErrorBody>(
      fixture.baseUrl,
      'GET',
      `/api/pets/${petId}/cycle-records`,
      { token },
    )

  it('the owner adds, reads, edits and deletes records, oldest first', async () => {
    const owner = await ownerWithFemale(fixture)
    const later = await addRecord(fixture, owner, { date: '2026-03-14', phase: 'estrus' })
    const first = await addRecord(fixture, owner, { temperature: 38, notes: '  ' })
    expect(first).toMatchObject({
      petId: owner.female.id,
      date: '2026-03-10',
      phase: 'proestrus',
      symptoms: ['vulvar_swelling', 'bloody_discharge'],
      temperature: 38,
      behavior: 'restless',
      discharge: 'bloody',
      notes: null,
    })
    const listed = await records(owner.token, owner.female.id)
    expect(listed.status).toBe(200)
    expect(listed.body.records.map((record) => record.id)).toEqual([first.id, later.id])

    const edited = await write(fixture, owner.token, 'PUT', `/api/cycle-records/${later.id}`, {
      ...validRecord,
      date: '2026-03-15',
      phase: 'estrus',
      symptoms: [],
      temperature: '',
      behavior: '',
      discharge: null,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.record).toMatchObject({
      id: later.id,
      date: '2026-03-15',
      symptoms: [],
      temperature: null,
      behavior: null,
      discharge: null,
    })
    const removed = await write(fixture, owner.token, 'DELETE', `/api/cycle-records/${first.id}`)
    expect(removed.status).toBe(204)
    // The same delete again (a retry whose answer was lost) still succeeds.
    const again = await write(fixture, owner.token, 'DELETE', `/api/cycle-records/${first.id}`)
    expect(again.status).toBe(204)
    const after = await records(owner.token, owner.female.id)
    expect(after.body.records.map((record) => record.id)).toEqual([later.id])
  })

  it('refuses what §5 refuses, with its Spanish message, and stores nothing', async () => {
    const owner = await ownerWithFemale(fixture)
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: 34.9 }, m.temperatureRange],
      [{ temperature: 42.1 }, m.temperatureRange],
      [{ temperature: 38.55 }, m.temperatureStep],
      [{ temperature: 'alta' }, m.temperatureInvalid],
      [{ date: tomorrow }, m.dateFuture],
      [{ date: '2026-02-30' }, m.dateInvalid],
      [{ date: undefined }, m.dateRequired],
      [{ phase: 'celo' }, m.phaseInvalid],
      [{ symptoms: ['fiebre'] }, m.symptomInvalid],
      [{ behavior: 'feliz' }, m.behaviorInvalid],
      [{ discharge: 'verde' }, m.dischargeInvalid],
      [{ notes: 'x'.repeat(1001) }, m.notesTooLong],
    ]
    for (const [change, message] of cases) {
      const answer = await write<ApiErrorBody>(
        fixture,
        owner.token,
        'POST',
        `/api/pets/${owner.female.id}/cycle-records`,
        { ...validRecord, ...change },
      )
      expect([answer.status, answer.body.error, answer.body.message]).toEqual([
        400,
        'invalid-body',
        message,
      ])
    }
    // Both ends of the range, one decimal, are fine.
    await addRecord(fixture, owner, { temperature: 35 })
    await addRecord(fixture, owner, { temperature: 42 })
    expect((await records(owner.token, owner.female.id)).body.records).toHaveLength(2)
  })

  it('tracks female pets only (§6)', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const male = await createPet(fixture.baseUrl, owner.token, { gender: 'male' })
    const answer = await write<ApiErrorBody>(
      fixture,
      owner.token,
      'POST',
      `/api/pets/${male.id}/cycle-records`,
      validRecord,
    )
    expect([answer.status, answer.body.message]).toEqual([400, m.femaleOnly])
    expect((await records(owner.token, male.id)).body.records).toEqual([])
  })

  it('a stranger can read no record, change none, and gets none through the feed', async () => {
    const owner = await ownerWithFemale(fixture)
    const record = await addRecord(fixture, owner)
    const stranger = await registerUser(fixture.baseUrl)

    const read = await records(stranger.token, owner.female.id)
    expect([read.status, read.body.message]).toEqual([403, m.notYours])
    expect(read.text).not.toContain(record.id)
    const add = await write<ApiErrorBody>(
      fixture,
      stranger.token,
      'POST',
      `/api/pets/${owner.female.id}/cycle-records`,
      validRecord,
    )
    expect([add.status, add.body.message]).toEqual([403, m.notYours])
    const edit = await write<ApiErrorBody>(
      fixture,
      stranger.token,
      'PUT',
      `/api/cycle-records/${record.id}`,
      { ...validRecord, notes: 'intruso' },
    )
    expect([edit.status, edit.body.message]).toEqual([404, m.notFound])
    const remove = await write<ApiErrorBody>(
      fixture,
      stranger.token,
      'DELETE',
      `/api/cycle-records/${record.id}`,
    )
    expect([remove.status, remove.body.message]).toEqual([404, m.notFound])
    // A stranger's create reusing the record's id is no back door either.
    const strangerFemale = await createPet(fixture.baseUrl, stranger.token, { gender: 'female' })
    const clash = await write<ApiErrorBody>(
      fixture,
      stranger.token,
      'POST',
      `/api/pets/${strangerFemale.id}/cycle-records`,
      { ...validRecord, id: record.id },
    )
    expect(clash.status).toBe(409)
    expect(clash.text).not.toContain('Primer día')

    expect((await pullCycles(fixture, stranger.token)).documents).toEqual([])
    const unchanged = await records(owner.token, owner.female.id)
    expect(unchanged.body.records).toEqual([record])
    const noToken = await call(fixture.baseUrl, 'GET', `/api/pets/${owner.female.id}/cycle-records`)
    expect(noToken.status).toBe(401)
  })

  it('a queued create sent twice (same client id, new key) is one record', async () => {
    const owner = await ownerWithFemale(fixture)
    const id = crypto.randomUUID()
    const first = await addRecord(fixture, owner, { id })
    const repeat = await addRecord(fixture, owner, { id })
    expect(repeat).toEqual(first)
    expect((await records(owner.token, owner.female.id)).body.records).toHaveLength(1)
  })

  it('replicates creates, edits and deletes to the owner: feed in seq order and live events', async () => {
    const owner = await ownerWithFemale(fixture)
    const socket = await recordingSocket(fixture.baseUrl, owner.token)
    try {
      const record = await addRecord(fixture, owner)
      const start = (await pullCycles(fixture, owner.token)).checkpoint.seq
      await write(fixture, owner.token, 'PUT', `/api/cycle-records/${record.id}`, {
        ...validRecord,
        phase: 'estrus',
      })
      await write(fixture, owner.token, 'DELETE', `/api/cycle-records/${record.id}`)

      const all = await pullCycles(fixture, owner.token)
      expect(all.documents).toHaveLength(1)
      expect(all.documents[0]).toMatchObject({ id: record.id, phase: 'estrus', _deleted: true })
      const since = await pullCycles(fixture, owner.token, start)
      expect(since.documents.map((doc) => doc._deleted)).toEqual([true])
      expect(since.checkpoint.seq).toBeGreaterThan(start)

      const events = () =>
        (socket.payloads(SYNC_EVENT) as SyncEventPayload<CycleFeedDoc>[]).filter(
          (payload) => payload.collection === 'cycleRecords',
        )
      await waitUntil(() => events().length >= 3)
      const states = events().map((payload) => payload.documents[0] as CycleFeedDoc)
      expect(states.map((doc) => [doc.phase, doc._deleted])).toEqual([
        ['proestrus', false],
        ['estrus', false],
        ['estrus', true],
      ])
    } finally {
      socket.socket.close()
    }
  })

  it('an unknown pet or record answers 404 in Spanish', async () => {
    const owner = await ownerWithFemale(fixture)
    const pet = await records(owner.token, 'no-existe')
    expect([pet.status, pet.body.message]).toEqual([404, m.petNotFound])
    const record = await write<ApiErrorBody>(
      fixture,
      owner.token,
      'PUT',
      '/api/cycle-records/no-existe',
      validRecord,
    )
    expect([record.status, record.body.message]).toEqual([404, m.notFound])
    const docs: CycleRecordDoc[] = (await records(owner.token, owner.female.id)).body.records
    expect(docs).toEqual([])
  })
})
