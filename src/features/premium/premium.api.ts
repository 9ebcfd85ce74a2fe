import type { SubscriptionPlan } from '@contract/auth.contract'
import type {
  PaymentInfoResponse,
  ReceivedLikesResponse,
  UndoPassResponse,
  UpgradeResponse,
} from '@contract/subscription.contract'
import { subscriptionPlans } from '@contract/subscription.messages'
import type { BoostResponse, PassportInput, PassportResponse } from '@contract/premium.contract'
import { subscriptionEndpoints as endpoints } from '@contract/subscription.endpoints'
import { call, send } from '../../api/call'
import { STORED_AT_HEADER } from '../../../sw/last-known'

/** The subscription and premium routes (server/contract/subscription.endpoints.ts). */
export function getPaymentInfo(): Promise<PaymentInfoResponse> {
  return call(endpoints.paymentInfo)
}

/** Spec §7: body plan and amount (the plan's price). */
export function upgrade(plan: SubscriptionPlan): Promise<UpgradeResponse> {
  return call(endpoints.upgrade, { json: { plan, amount: subscriptionPlans[plan].price } })
}

/** `isStoredCopy`: the network failed and the service worker answered its last copy. */
export async function getReceivedLikes(): Promise<
  ReceivedLikesResponse & { isStoredCopy: boolean }
> {
  const response = await send(endpoints.receivedLikes)
  const body = await response.json<ReceivedLikesResponse>()
  return { ...body, isStoredCopy: response.headers.has(STORED_AT_HEADER) }
}

/** With `petId`, only when the latest pass is on that pet (discover's undo of its last card). */
export function undoLastPass(petId?: string): Promise<UndoPassResponse> {
  return call(endpoints.undoPass, petId === undefined ? {} : { json: { petId } })
}

/** 'Pasaporte' (server/contract/premium.contract.ts). */
export function getPassport(): Promise<PassportResponse> {
  return call(endpoints.passport)
}

export function setPassport(place: PassportInput): Promise<PassportResponse> {
  return call(endpoints.setPassport, { json: place })
}

export function clearPassport(): Promise<PassportResponse> {
  return call(endpoints.clearPassport)
}

/** The monthly 30-minute boost. */
export function getBoost(): Promise<BoostResponse> {
  return call(endpoints.boost)
}

export function startBoost(): Promise<BoostResponse> {
  return call(endpoints.startBoost)
}
