import type { SubscriptionPlan } from '@contract/auth.contract'
import type {
  PaymentInfoResponse,
  ReceivedLikesResponse,
  UndoPassResponse,
  UpgradeResponse,
} from '@contract/subscription.contract'
import { subscriptionPlans } from '@contract/subscription.messages'
import type { BoostResponse, PassportInput, PassportResponse } from '@contract/premium.contract'
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

/** 'Pasaporte' (server/contract/premium.contract.ts). */
export function getPassport(): Promise<PassportResponse> {
  return http.get('premium/passport').json<PassportResponse>()
}

export function setPassport(place: PassportInput): Promise<PassportResponse> {
  return http.put('premium/passport', { json: place }).json<PassportResponse>()
}

export function clearPassport(): Promise<PassportResponse> {
  return http.delete('premium/passport').json<PassportResponse>()
}

/** The monthly 30-minute boost. */
export function getBoost(): Promise<BoostResponse> {
  return http.get('premium/boost').json<BoostResponse>()
}

export function startBoost(): Promise<BoostResponse> {
  return http.post('premium/boost').json<BoostResponse>()
}
