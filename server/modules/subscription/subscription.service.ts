import type { SubscriptionPlan } from '../../contract/auth.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import {
  subscriptionMessages,
  subscriptionPlans,
  type ReceivedLikesResponse,
  type UndoPassInput,
  type UndoPassResponse,
  type UpgradeInput,
  type UpgradeResponse,
} from '../../contract/subscription.contract.js'
import type { UserRow } from '../../db/schema.js'
import { HttpError } from '../../http/http-error.js'
import { toReceivedSuperLike } from '../matches/match-docs.js'
import type { MatchesViewsRepository } from '../matches/matches-views.repository.js'
import { isPremium } from '../matches/quota.js'
import type { SwipesRepository } from '../matches/swipes.repository.js'
import { toPublicUser } from '../users/public-user.js'
import type { UsersService } from '../users/users.service.js'
import type { PaymentEventsRepository } from './payment-events.repository.js'
import type { PaymentProvider, WebhookOutcome } from './payment-provider.js'

const DAY_MS = 86_400_000
const LIKES_SHOWN = 100

export interface SubscriptionServiceDeps {
  provider: PaymentProvider
  events: PaymentEventsRepository
  users: Pick<UsersService, 'activateSubscription'>
  swipes: Pick<SwipesRepository, 'undoLastPass'>
  views: Pick<MatchesViewsRepository, 'receivedOpenLikes'>
  now?: () => Date
}

/** The one gate of every premium-only route: expired counts as free (quota.ts isPremium). */
export function requirePremium(user: UserRow, now: Date): void {
  if (!isPremium(user, now)) {
    throw new HttpError(403, errorCodes.premiumRequired, subscriptionMessages.premiumRequired)
  }
}

/** Spec §4: premium for the plan's days from now (30, 90 or 365). */
export const expiryOf = (plan: SubscriptionPlan, now: Date): string =>
  new Date(now.getTime() + subscriptionPlans[plan].days * DAY_MS).toISOString()

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const now = () => deps.now?.() ?? new Date()

  return {
    async upgrade(user: UserRow, input: UpgradeInput, origin: string): Promise<UpgradeResponse> {
      const { plan } = input
      // The client sends the price it showed; a different one means it showed the wrong thing.
      if (Math.abs(input.amount - subscriptionPlans[plan].price) > 0.001) {
        throw new HttpError(400, errorCodes.invalidBody, subscriptionMessages.amountInvalid)
      }
      if (deps.provider.kind === 'demo') {
        const row = await deps.users.activateSubscription(user.id, plan, expiryOf(plan, now()))
        return { success: true, provider: 'demo', user: toPublicUser(row) }
      }
      const checkoutUrl = await deps.provider.startCheckout({
        userId: user.id,
        email: user.email,
        plan,
        origin,
      })
      return { success: true, provider: 'stripe', checkoutUrl }
    },

    /** Applies a verified webhook once per event id; a replay changes nothing. */
    async applyWebhook(outcome: WebhookOutcome): Promise<{ applied: boolean }> {
      if (outcome.kind === 'ignored') return { applied: false }
      const { eventId, userId, plan } = outcome.checkout
      if (!(await deps.events.userExists(userId))) return { applied: false }
      const at = now()
      if (!(await deps.events.claim(eventId, 'stripe', userId, at.toISOString()))) {
        return { applied: false }
      }
      try {
        await deps.users.activateSubscription(userId, plan, expiryOf(plan, at))
      } catch (error) {
        await deps.events.release(eventId)
        throw error
      }
      return { applied: true }
    },

    async receivedLikes(user: UserRow): Promise<ReceivedLikesResponse> {
      requirePremium(user, now())
      const rows = await deps.views.receivedOpenLikes(user.id, LIKES_SHOWN)
      return {
        likes: rows.map((row) => ({
          ...toReceivedSuperLike(row),
          isSuperLike: row.action === 'superlike',
        })),
      }
    },

    async undoPass(user: UserRow, input: UndoPassInput): Promise<UndoPassResponse> {
      requirePremium(user, now())
      const outcome = await deps.swipes.undoLastPass(user.id, input?.petId)
      if ('undone' in outcome) return { success: true, petId: outcome.undone }
      if (outcome.last === null) {
        throw new HttpError(404, errorCodes.notFound, subscriptionMessages.nothingToUndo)
      }
      throw new HttpError(409, errorCodes.conflict, subscriptionMessages.notLastPass)
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
