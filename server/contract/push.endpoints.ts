import { endpoints, shape } from './endpoint.js'
import type {
  PushKeyResponse,
  PushPreferencesResponse,
  SubscribeInput,
  UnsubscribeInput,
  UnsubscribeResponse,
  PushPreferencesPatchInput,
} from './push.contract.js'

/** /api/notifications push routes (rules: push.contract.ts); each user reaches only their own. */
export const pushEndpoints = endpoints({
  pushKey: {
    method: 'GET',
    path: '/api/notifications/push-key',
    auth: 'user',
    delivery: 'read',
    summary: "The server's VAPID public key",
    ...shape<PushKeyResponse>(),
  },
  subscribe: {
    method: 'POST',
    path: '/api/notifications/subscribe',
    auth: 'user',
    delivery: 'online',
    summary: "Stores this device's push subscription (and preferences)",
    ...shape<PushPreferencesResponse, SubscribeInput>(),
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    auth: 'user',
    delivery: 'online',
    summary: "Removes one of the caller's push subscriptions, or all of them",
    ...shape<UnsubscribeResponse, UnsubscribeInput>(),
  },
  preferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's push preferences",
    ...shape<PushPreferencesResponse>(),
  },
  setPreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    auth: 'user',
    delivery: 'online',
    summary: "Changes some of the caller's push preferences",
    ...shape<PushPreferencesResponse, PushPreferencesPatchInput>(),
  },
})
