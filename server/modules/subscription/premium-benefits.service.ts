import { errorCodes } from '../../contract/error-codes.js'
import {
  premiumMessages,
  premiumRules,
  type BoostResponse,
  type PassportInput,
  type PassportResponse,
} from '../../contract/premium.contract.js'
import type { PassportsTable, UserRow } from '../../db/schema.js'
import { HttpError } from '../../http/http-error.js'
import { isPremium } from '../matches/quota.js'
import type { PremiumBenefitsRepository } from './premium-benefits.repository.js'
import { requirePremium } from './subscription.service.js'

/**
 * 'Pasaporte' and the monthly boost (contract/premium.contract.ts). Discover reads both tables
 * itself (discover.repository.ts passportOf, boostedOwners); this service owns the writes and
 * the rules: setting a place and starting a boost are premium only; returning home is not.
 */
export interface PremiumBenefitsDeps {
  repository: PremiumBenefitsRepository
  now?: () => Date
}

/** '2025-07': boosts are counted per calendar month in UTC. */
export const utcMonthOf = (at: Date) => at.toISOString().slice(0, 7)
export const nextUtcMonthStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))

const toPlace = (row: PassportsTable | undefined) =>
  row
    ? {
        latitude: row.latitude,
        longitude: row.longitude,
        label: row.label,
        updatedAt: row.updated_at,
      }
    : null

export function createPremiumBenefitsService({ repository, now: clock }: PremiumBenefitsDeps) {
  const now = () => clock?.() ?? new Date()

  async function passportState(user: UserRow, at: Date): Promise<PassportResponse> {
    const passport = toPlace(await repository.passportOf(user.id))
    return { passport, inUse: passport !== null && isPremium(user, at) }
  }

  async function boostState(userId: string, at: Date): Promise<BoostResponse> {
    const [running, used] = await Promise.all([
      repository.runningBoost(userId, at.toISOString()),
      repository.boostOf(userId, utcMonthOf(at)),
    ])
    return {
      activeUntil: running?.ends_at ?? null,
      nextAvailableAt: used ? nextUtcMonthStart(at).toISOString() : null,
    }
  }

  return {
    passport: (user: UserRow) => passportState(user, now()),

    async setPassport(user: UserRow, input: PassportInput): Promise<PassportResponse> {
      const at = now()
      requirePremium(user, at)
      await repository.setPassport({
        user_id: user.id,
        latitude: input.latitude,
        longitude: input.longitude,
        label: input.label.trim(),
        updated_at: at.toISOString(),
      })
      return passportState(user, at)
    },

    /** Back to the saved location: allowed to anyone, premium or not (it only removes). */
    async clearPassport(user: UserRow): Promise<PassportResponse> {
      await repository.clearPassport(user.id)
      return passportState(user, now())
    },

    boost: (user: UserRow) => boostState(user.id, now()),

    async startBoost(user: UserRow): Promise<BoostResponse> {
      const at = now()
      requirePremium(user, at)
      const ends = new Date(at.getTime() + premiumRules.boostMinutes * 60_000)
      const started = await repository.startBoost({
        user_id: user.id,
        month: utcMonthOf(at),
        started_at: at.toISOString(),
        ends_at: ends.toISOString(),
      })
      if (!started) {
        const next = nextUtcMonthStart(at).toISOString()
        throw new HttpError(409, errorCodes.conflict, premiumMessages.boostUsed(next))
      }
      return boostState(user.id, at)
    },
  }
}

export type PremiumBenefitsService = ReturnType<typeof createPremiumBenefitsService>
