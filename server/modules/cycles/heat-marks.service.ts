import {
  HEAT_MARK_DAYS,
  heatMarkMessages as m,
  type HeatMark,
  type HeatMarkInput,
} from '../../contract/heat-marks.contract.js'
import { DAY_MS } from '../../contract/cycle-prediction.js'
import { errorCodes } from '../../contract/error-codes.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { CycleRecordsRepository } from './cycle-records.repository.js'
import type { HeatMarksRepository } from './heat-marks.repository.js'

export interface HeatMarksServiceDeps {
  pets: Pick<CycleRecordsRepository, 'findPet'>
  repository: HeatMarksRepository
  /** Marks commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  now?: () => Date
}

/** A mark set or cleared, as it joins a batch. */
interface HeatMarkWrite {
  userId: string
  petId: string
  input: HeatMarkInput
}

/**
 * The owner's 'en celo' mark (contract/heat-marks.contract.ts). Only the owner reads or sets it;
 * only a female can carry it. The mark lasts HEAT_MARK_DAYS from when it is set (the longest
 * estrus: set on her first day of estrus, it still covers all of it), and a metestrus or anestrus
 * record ends it sooner (activeHeatMarkSql), so it never outlives her heat by more than a record.
 */
export function createHeatMarksService(deps: HeatMarksServiceDeps) {
  const now = () => deps.now?.() ?? new Date()

  async function ownedPet(userId: string, petId: string, executor?: BatchTransaction) {
    const pet = await deps.pets.findPet(petId, executor)
    if (!pet || pet.deleted === 1) throw new HttpError(404, errorCodes.notFound, m.petNotFound)
    if (pet.owner_id !== userId) throw new HttpError(403, errorCodes.forbidden, m.notYours)
    return pet
  }

  async function read(petId: string, executor?: BatchTransaction): Promise<HeatMark> {
    const until = await deps.repository.activeUntil(petId, now().toISOString(), executor)
    return { inHeat: until !== undefined, until: until ?? null }
  }

  /** The mark set or cleared inside the batch's transaction; answers the mark as it stands. */
  async function setIn(trx: BatchTransaction, write: HeatMarkWrite): Promise<HeatMark> {
    const pet = await ownedPet(write.userId, write.petId, trx)
    if (!write.input.inHeat) {
      await deps.repository.clearIn(trx, pet.id)
      return { inHeat: false, until: null }
    }
    if (pet.gender !== 'FEMALE') throw new HttpError(400, errorCodes.badRequest, m.femaleOnly)
    const at = now()
    const expiresAt = new Date(at.getTime() + HEAT_MARK_DAYS * DAY_MS).toISOString()
    await deps.repository.markIn(trx, pet.id, {
      markedOn: write.input.today,
      expiresAt,
      at: at.toISOString(),
    })
    return read(pet.id, trx)
  }
  // A mark is in no feed: it takes no change counter.
  const heatMarkWrites = writeOneByOne('heat-marks', [], setIn)

  return {
    async get(userId: string, petId: string): Promise<HeatMark> {
      await ownedPet(userId, petId)
      return read(petId)
    },

    /** 200 { success, heatMark }, committed with its key's answer. */
    set: (
      userId: string,
      petId: string,
      input: HeatMarkInput,
      ticket?: WriteTicket | null,
    ): Promise<Committed<HeatMark>> =>
      deps.writes.commit(
        heatMarkWrites,
        { userId, petId, input },
        {
          ticket,
          answer: (heatMark) => ({ status: 200, body: { success: true, heatMark } }),
        },
      ),
  }
}

export type HeatMarksService = ReturnType<typeof createHeatMarksService>
