import type { SubscriptionPlan } from '@contract/auth.contract'
import {
  subscriptionPlans,
  type PaymentInfoResponse,
  type ReceivedLikesResponse,
  type UndoPassResponse,
  type UpgradeResponse,
} from '@contract/subscription.contract'
import type { BoostResponse, PassportInput, PassportResponse } from '@contract/premium.contract'
import { http } from '../../api/http'

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

export function getReceivedLikes(): Promise<ReceivedLikesResponse> {
  return http.get('premium/likes').json<ReceivedLikesResponse>()
}

export function undoLastPass(): Promise<UndoPassResponse> {
  return http.post('premium/undo-pass').json<UndoPassResponse>()
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
