import { randomUUID } from 'node:crypto'
import {
  cycleMessages as m,
  type CycleRecordDoc,
  type CycleRecordFields,
} from '../../contract/cycles.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { pullFrom } from '../sync/sync-feed.js'
import type { CycleRecordRow } from '../../db/cycle-records-tables.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { seqOf, toCycleFeedDoc, toCycleRecordDoc } from './cycle-record-doc.js'
import type { CyclePetRow, CycleRecordsRepository } from './cycle-records.repository.js'

export interface CycleRecordsServiceDeps {
  repository: CycleRecordsRepository
  broadcaster: ChangeBroadcaster
  /** The writes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  now?: () => Date
}

/** A queued write of a record, as it joins a batch. */
type RecordWrite =
  | {
      op: 'create'
      userId: string
      petId: string
      fields: CycleRecordFields
      clientId: string | undefined
    }
  | { op: 'update'; userId: string; id: string; fields: CycleRecordFields }
  | { op: 'remove'; userId: string; id: string }

/** A write's answer, and the row to publish when it changed one. */
interface RecordWritten {
  status: 200 | 201 | 204
  record: CycleRecordDoc | null
  changed: CycleRecordRow | null
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

  function publish(row: CycleRecordRow): void {
    broadcaster.publish([row.owner_id], {
      collection: 'cycleRecords',
      documents: [toCycleFeedDoc(row)],
      checkpoint: { seq: seqOf(row) },
    })
  }

  /** One write, inside the batch's transaction: every check reads what it will change. */
  async function writeIn(trx: BatchTransaction, write: RecordWrite): Promise<RecordWritten> {
    const femalePetOf = async (petId: string): Promise<CyclePetRow> => {
      const pet = await repository.findPet(petId, trx)
      assertOwnedPet(pet, write.userId)
      if (pet.gender !== 'FEMALE') throw femaleOnly()
      return pet
    }
    /** A create whose id is stored already: the same create sent again, or a clash. */
    const answerRepeat = async (id: string, petId: string): Promise<RecordWritten> => {
      const existing = await repository.findRecord(id, trx)
      if (!existing || existing.owner_id !== write.userId || existing.pet_id !== petId) {
        throw idTaken()
      }
      if (existing.deleted === 1) throw notFound()
      return { status: 201, record: toCycleRecordDoc(existing), changed: null }
    }
    const written = (status: 200 | 201, row: CycleRecordRow): RecordWritten => ({
      status,
      record: toCycleRecordDoc(row),
      changed: row,
    })

    switch (write.op) {
      case 'create': {
        const pet = await femalePetOf(write.petId)
        if (write.clientId && (await repository.findRecord(write.clientId, trx))) {
          return answerRepeat(write.clientId, write.petId)
        }
        const id = write.clientId ?? randomUUID()
        const timestamp = now()
        const row = await repository.insertRecordIn(trx, {
          id,
          pet_id: pet.id,
          owner_id: pet.owner_id,
          ...columns(write.fields),
          created_at: timestamp,
          updated_at: timestamp,
        })
        // Taken meanwhile (another node's create of the same id committed first).
        return row ? written(201, row) : answerRepeat(id, write.petId)
      }
      case 'update': {
        const current = await repository.findRecord(write.id, trx)
        assertOwnedRecord(current, write.userId)
        await femalePetOf(current.pet_id)
        const row = await repository.updateRecordIn(trx, write.id, (latest) => {
          assertOwnedRecord(latest, write.userId)
          return { ...columns(write.fields), updated_at: now() }
        })
        if (!row) throw notFound()
        return written(200, row)
      }
      case 'remove': {
        const current = await repository.findRecord(write.id, trx)
        // The owner deleting a deleted record is the same delete sent again: done, no write.
        if (current?.deleted === 1 && current.owner_id === write.userId) {
          return { status: 204, record: null, changed: null }
        }
        assertOwnedRecord(current, write.userId)
        const row = await repository.updateRecordIn(trx, write.id, (latest) => {
          assertOwnedRecord(latest, write.userId)
          return { deleted: 1, updated_at: now() }
        })
        return { status: 204, record: null, changed: row ?? null }
      }
    }
  }
  const recordWrites = writeOneByOne('cycleRecords', ['cycleRecords'], writeIn)

  /** Commits the write with its key; after the commit the owner's sockets get the change. */
  async function commit(write: RecordWrite, ticket: WriteTicket | null | undefined) {
    const committed = await deps.writes.commit(recordWrites, write, {
      ticket,
      answer: ({ status, record }) => ({
        status,
        body: record ? { success: true, record } : undefined,
      }),
    })
    if (!committed.isReplay && committed.output.changed) publish(committed.output.changed)
    return committed
  }

  return {
    async list(userId: string, petId: string): Promise<CycleRecordDoc[]> {
      assertOwnedPet(await repository.findPet(petId), userId)
      return (await repository.listByPet(petId)).map(toCycleRecordDoc)
    },

    /** 201 { success, record }: a create with a client id already stored answers that record. */
    create: (
      userId: string,
      petId: string,
      fields: CycleRecordFields,
      clientId: string | undefined,
      ticket?: WriteTicket | null,
    ) => commit({ op: 'create', userId, petId, fields, clientId }, ticket),

    /** 200 { success, record }: an update is absolute, so a repeat writes the same. */
    update: (userId: string, id: string, fields: CycleRecordFields, ticket?: WriteTicket | null) =>
      commit({ op: 'update', userId, id, fields }, ticket),

    /** 204: a delete of a deleted record succeeds. */
    remove: (userId: string, id: string, ticket?: WriteTicket | null) =>
      commit({ op: 'remove', userId, id }, ticket),

    /** The owner's feed: records of their pets, tombstones included, in seq order. */
    pull: pullFrom<CycleRecordRow, CycleRecordDoc>(
      (...page) => repository.changesAfter(...page),
      toCycleFeedDoc,
    ),
  }
}

export type CycleRecordsService = ReturnType<typeof createCycleRecordsService>
