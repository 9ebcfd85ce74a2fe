import {
  HEAT_MARK_DAYS,
  heatMarkMessages as m,
  type HeatMark,
  type HeatMarkInput,
} from '../../contract/heat-marks.contract.js'
import { DAY_MS } from '../../contract/cycle-prediction.js'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import type { CycleRecordsRepository } from './cycle-records.repository.js'
import type { HeatMarksRepository } from './heat-marks.repository.js'

export interface HeatMarksServiceDeps {
  pets: Pick<CycleRecordsRepository, 'findPet'>
  repository: HeatMarksRepository
  now?: () => Date
}

/**
 * The owner's 'en celo' mark (contract/heat-marks.contract.ts). Only the owner reads or sets it;
 * only a female can carry it. The mark lasts HEAT_MARK_DAYS from when it is set (the longest
 * estrus: set on her first day of estrus, it still covers all of it), and a metestrus or anestrus
 * record ends it sooner (activeHeatMarkSql), so it never outlives her heat by more than a record.
 */
export function createHeatMarksService(deps: HeatMarksServiceDeps) {
  const now = () => deps.now?.() ?? new Date()

  async function ownedPet(userId: string, petId: string) {
    const pet = await deps.pets.findPet(petId)
    if (!pet || pet.deleted === 1) throw new HttpError(404, errorCodes.notFound, m.petNotFound)
    if (pet.owner_id !== userId) throw new HttpError(403, errorCodes.forbidden, m.notYours)
    return pet
  }

  async function read(petId: string): Promise<HeatMark> {
    const until = await deps.repository.activeUntil(petId, now().toISOString())
    return { inHeat: until !== undefined, until: until ?? null }
  }

  return {
    async get(userId: string, petId: string): Promise<HeatMark> {
      await ownedPet(userId, petId)
      return read(petId)
    },

    async set(userId: string, petId: string, input: HeatMarkInput): Promise<HeatMark> {
      const pet = await ownedPet(userId, petId)
      if (!input.inHeat) {
        await deps.repository.clear(petId)
        return { inHeat: false, until: null }
      }
      if (pet.gender !== 'FEMALE') throw new HttpError(400, errorCodes.badRequest, m.femaleOnly)
      const at = now()
      const expiresAt = new Date(at.getTime() + HEAT_MARK_DAYS * DAY_MS).toISOString()
      await deps.repository.mark(petId, input.today, expiresAt, at.toISOString())
      return read(petId)
    },
  }
}

export type HeatMarksService = ReturnType<typeof createHeatMarksService>
