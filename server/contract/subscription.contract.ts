import { z } from 'zod'
import type { PublicUser } from './auth.contract.js'
import { ID_MAX_LENGTH } from './ids.js'
import type { ReceivedSuperLike } from './matches.contract.js'
import { planIds, subscriptionMessages } from './subscription.messages.js'

export * from './subscription.messages.js'

/**
 * Premium (spec §3 Subscription plans, §4 Subscription, §6 Premium user, §7):
 * - GET  /api/subscription                   → PaymentInfoResponse (which provider, which currency)
 * - POST /api/subscription/upgrade            { plan, amount } → UpgradeResponse
 * - POST /api/subscription/stripe-webhook     Stripe's signed event (raw body, public)
 * - GET  /api/premium/likes                   → ReceivedLikesResponse   (premium only)
 * - POST /api/premium/undo-pass  { petId? }   → UndoPassResponse        (premium only; with
 *   petId only when the latest pass is on that pet, else 409: discover's undo names the card it
 *   brings back, and must not bring back an older one)
 * A free or expired user asking for a premium-only route gets 403 `premium-required`.
 * 'Pasaporte' and the monthly boost: premium.contract.ts.
 */
export const upgradeSchema = z.object({
  plan: z.enum(planIds, { error: subscriptionMessages.planInvalid }),
  amount: z.number({ error: subscriptionMessages.amountInvalid }),
})
export type UpgradeInput = z.input<typeof upgradeSchema>

export const undoPassSchema = z
  .object({
    petId: z
      .string({ error: subscriptionMessages.petIdInvalid })
      .min(1, { error: subscriptionMessages.petIdInvalid })
      .max(ID_MAX_LENGTH, { error: subscriptionMessages.petIdInvalid })
      .optional(),
  })
  .optional()
export type UndoPassInput = z.input<typeof undoPassSchema>

export interface PaymentInfoResponse {
  /** 'demo': no money is taken and the screen says so; 'stripe': pay on Stripe Checkout */
  provider: 'demo' | 'stripe'
  /** ISO 4217 code the plans are priced in */
  currency: string
}

export type UpgradeResponse =
  /** the demo provider: active at once, no money taken */
  | { success: true; provider: 'demo'; user: PublicUser }
  /** Stripe: pay on Checkout; premium starts when Stripe's signed webhook arrives */
  | { success: true; provider: 'stripe'; checkoutUrl: string }

export interface ReceivedLike extends ReceivedSuperLike {
  isSuperLike: boolean
}
export interface ReceivedLikesResponse {
  likes: ReceivedLike[]
}

export interface UndoPassResponse {
  success: true
  /** the pet that returns to discover */
  petId: string
}
