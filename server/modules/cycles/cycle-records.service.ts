import { randomUUID } from 'node:crypto'
import {
  cycleMessages as m,
  type CycleRecordDoc,
  type CycleRecordFields,
} from '../../contract/cycles.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { pullFrom } from '../sync/sync-feed.js'
import type { CycleRecordRow } from '../../db/cycle-records-tables.js'
import { HttpError } from '../../http/http-error.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { seqOf, toCycleFeedDoc, toCycleRecordDoc } from './cycle-record-doc.js'
import {
  DuplicateCycleRecordError,
  type CyclePetRow,
  type CycleRecordsRepository,
} from './cycle-records.repository.js'

export interface CycleRecordsServiceDeps {
  repository: CycleRecordsRepository
  broadcaster: ChangeBroadcaster
  now?: () => Date
}

const petNotFound = () => new HttpError(404, errorCodes.notFound, m.petNotFound)
const notYours = () => new HttpError(403, errorCodes.forbidden, m.notYours)
const notFound = () => new HttpError(404, errorCodes.notFound, m.notFound)
const idTaken = () => new HttpError(409, errorCodes.conflict, m.idTaken)
const femaleOnly = () => new HttpError(400, errorCodes.badRequest, m.femaleOnly)

/** §6: the caller's own live pet; reads allow any gender (records kept after an edit). */
function assertOwnedPet(pet: CyclePetRow | undefined, userId: string): asserts pet is CyclePetRow {
  if (!pet || pet.deleted === 1) throw petNotFound()
  if (pet.owner_id !== userId) throw notYours()
}

/** Someone else's record is as absent as a missing one: its existence is health data too. */
function assertOwnedRecord(
  row: CycleRecordRow | undefined,
  userId: string,
): asserts row is CycleRecordRow {
  if (!row || row.owner_id !== userId || row.deleted === 1) throw notFound()
}

const columns = (fields: CycleRecordFields) => ({
  date: fields.date,
  phase: fields.phase,
  symptoms: JSON.stringify(fields.symptoms),
  temperature: fields.temperature,
  behavior: fields.behavior,
  discharge: fields.discharge,
  notes: fields.notes,
})

/**
 * A female pet's cycle records, for her owner only: REST reads and writes plus the owner's
 * 'cycleRecords' feed. Every write publishes its document to the owner's sockets after it
 * commits. Repeats of a queued write are the same write: a create with a client id already
 * stored answers that record, an update is absolute, a delete of a deleted record succeeds.
 */
export function createCycleRecordsService(deps: CycleRecordsServiceDeps) {
  const { repository, broadcaster } = deps
  const now = () => (deps.now?.() ?? new Date()).toISOString()

  function publish(row: CycleRecordRow): CycleRecordDoc {
    broadcaster.publish([row.owner_id], {
      collection: 'cycleRecords',
      documents: [toCycleFeedDoc(row)],
      checkpoint: { seq: seqOf(row) },
    })
    return toCycleRecordDoc(row)
  }

  async function answerRepeat(id: string, userId: string, petId: string) {
    const existing = await repository.findRecord(id)
    if (!existing || existing.owner_id !== userId || existing.pet_id !== petId) throw idTaken()
    if (existing.deleted === 1) throw notFound()
    return toCycleRecordDoc(existing)
  }

  async function femalePetOf(userId: string, petId: string): Promise<CyclePetRow> {
    const pet = await repository.findPet(petId)
    assertOwnedPet(pet, userId)
    if (pet.gender !== 'FEMALE') throw femaleOnly()
    return pet
  }

  return {
    async list(userId: string, petId: string): Promise<CycleRecordDoc[]> {
      assertOwnedPet(await repository.findPet(petId), userId)
      return (await repository.listByPet(petId)).map(toCycleRecordDoc)
    },

    async create(
      userId: string,
      petId: string,
      fields: CycleRecordFields,
      clientId: string | undefined,
    ): Promise<CycleRecordDoc> {
      const pet = await femalePetOf(userId, petId)
      if (clientId && (await repository.findRecord(clientId))) {
        return answerRepeat(clientId, userId, petId)
      }
      const id = clientId ?? randomUUID()
      const timestamp = now()
      try {
        const row = await repository.insertRecord({
          id,
          pet_id: pet.id,
          owner_id: pet.owner_id,
          ...columns(fields),
          created_at: timestamp,
          updated_at: timestamp,
        })
        return publish(row)
      } catch (error) {
        // Two creates with one client id raced: the loser answers like a repeat.
        if (error instanceof DuplicateCycleRecordError) return answerRepeat(id, userId, petId)
        throw error
      }
    },

    async update(userId: string, id: string, fields: CycleRecordFields): Promise<CycleRecordDoc> {
      const current = await repository.findRecord(id)
      assertOwnedRecord(current, userId)
      await femalePetOf(userId, current.pet_id)
      const row = await repository.updateRecord(id, (latest) => {
        assertOwnedRecord(latest, userId)
        return { ...columns(fields), updated_at: now() }
      })
      if (!row) throw notFound()
      return publish(row)
    },

    async remove(userId: string, id: string): Promise<void> {
      const current = await repository.findRecord(id)
      // The owner deleting a deleted record is the same delete sent again: done, no write.
      if (current?.deleted === 1 && current.owner_id === userId) return
      assertOwnedRecord(current, userId)
      const row = await repository.updateRecord(id, (latest) => {
        assertOwnedRecord(latest, userId)
        return { deleted: 1, updated_at: now() }
      })
      if (row) publish(row)
    },

    /** The owner's feed: records of their pets, tombstones included, in seq order. */
    pull: pullFrom<CycleRecordRow, CycleRecordDoc>(
      (...page) => repository.changesAfter(...page),
      toCycleFeedDoc,
    ),
  }
}

export type CycleRecordsService = ReturnType<typeof createCycleRecordsService>
