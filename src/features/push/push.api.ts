import type {
  PushKeyResponse,
  PushPreferencesPatch,
  PushPreferencesResponse,
  UnsubscribeResponse,
} from '@contract/push.contract'
import { http } from '../../api/http'

/** The push routes (server/contract/push.contract.ts). */
export function getPreferences(): Promise<PushPreferencesResponse> {
  return http.get('notifications/preferences').json<PushPreferencesResponse>()
}

export function putPreferences(patch: PushPreferencesPatch): Promise<PushPreferencesResponse> {
  return http.put('notifications/preferences', { json: patch }).json<PushPreferencesResponse>()
}

export async function getPushKey(): Promise<string> {
  return (await http.get('notifications/push-key').json<PushKeyResponse>()).publicKey
}

export function sendSubscription(
  subscription: PushSubscriptionJSON,
  preferences: PushPreferencesPatch,
): Promise<PushPreferencesResponse> {
  return http
    .post('notifications/subscribe', { json: { subscription, preferences } })
    .json<PushPreferencesResponse>()
}

export function removeSubscription(endpoint: string): Promise<UnsubscribeResponse> {
  return http.post('notifications/unsubscribe', { json: { endpoint } }).json<UnsubscribeResponse>()
}
