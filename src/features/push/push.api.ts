import type {
  PushPreferencesPatch,
  PushPreferencesResponse,
  SubscribeInput,
  UnsubscribeResponse,
} from '@contract/push.contract'
import { pushEndpoints as endpoints } from '@contract/push.endpoints'
import { call } from '../../api/call'

/** The push routes (server/contract/push.endpoints.ts). */
export function getPreferences(): Promise<PushPreferencesResponse> {
  return call(endpoints.preferences)
}

export function putPreferences(patch: PushPreferencesPatch): Promise<PushPreferencesResponse> {
  return call(endpoints.setPreferences, { json: patch })
}

export async function getPushKey(): Promise<string> {
  return (await call(endpoints.pushKey)).publicKey
}

export function sendSubscription(
  subscription: PushSubscriptionJSON,
  preferences: PushPreferencesPatch,
): Promise<PushPreferencesResponse> {
  // The DOM types every field of PushSubscriptionJSON as optional; a live subscription has them
  // all, and the server refuses one that does not with its own message.
  const json = { subscription: subscription as SubscribeInput['subscription'], preferences }
  return call(endpoints.subscribe, { json })
}

export function removeSubscription(endpoint: string): Promise<UnsubscribeResponse> {
  return call(endpoints.unsubscribe, { json: { endpoint } })
}
