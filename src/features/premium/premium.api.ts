import type { SubscriptionPlan } from '@contract/auth.contract'
import {
  subscriptionPlans,
  type PaymentInfoResponse,
  type ReceivedLikesResponse,
  type UndoPassResponse,
  type UpgradeResponse,
} from '@contract/subscription.contract'
import { http } from '../../api/http'
import { STORED_AT_HEADER } from '../../../sw/last-known'

/** The subscription and premium routes (server/contract/subscription.contract.ts). */
export function getPaymentInfo(): Promise<PaymentInfoResponse> {
  return http.get('subscription').json<PaymentInfoResponse>()
}

/** Spec §7: body plan and amount (the plan's price). */
export function upgrade(plan: SubscriptionPlan): Promise<UpgradeResponse> {
  return http
    .post('subscription/upgrade', { json: { plan, amount: subscriptionPlans[plan].price } })
    .json<UpgradeResponse>()
}

/** `isStoredCopy`: the network failed and the service worker answered its last copy. */
export async function getReceivedLikes(): Promise<
  ReceivedLikesResponse & { isStoredCopy: boolean }
> {
  const response = await http.get('premium/likes')
  const body = await response.json<ReceivedLikesResponse>()
  return { ...body, isStoredCopy: response.headers.has(STORED_AT_HEADER) }
}

/** With `petId`, only when the latest pass is on that pet (discover's undo of its last card). */
export function undoLastPass(petId?: string): Promise<UndoPassResponse> {
  return http
    .post('premium/undo-pass', petId === undefined ? {} : { json: { petId } })
    .json<UndoPassResponse>()
}
