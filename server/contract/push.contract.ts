/**
 * Wire contract of web push (spec §3 Notification preferences, §5 Notification
 * delivery, §7 Notifications and subscription). Every call needs a session; each user reaches
 * only their own subscriptions and preferences.
 *
 * - GET  /api/notifications/push-key            → { publicKey } (the deployment's VAPID key)
 * - POST /api/notifications/subscribe           { subscription, preferences? } → PushPreferencesResponse
 *     One row per device (by endpoint); subscribing again updates its keys and owner.
 * - POST /api/notifications/unsubscribe         { endpoint? } → { success, removed }
 *     With an endpoint, that device; with no body (the spec's call), every device of the user.
 * - GET  /api/notifications/preferences         → PushPreferencesResponse
 * - PUT  /api/notifications/preferences         Partial<PushPreferences> → PushPreferencesResponse
 *     One changed key (a toggle) or the whole object ('Guardar configuración'); merged.
 */
import { z } from 'zod'
import {
  isQuietHoursTime,
  pushKinds,
  pushMessages,
  type PushPreferences,
  type QuietHours,
} from './push.messages.js'

export * from './push.messages.js'

const time = z
  .string({ error: pushMessages.timeInvalid })
  .refine(isQuietHoursTime, pushMessages.timeInvalid)

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const flag = z.boolean({ error: pushMessages.preferencesInvalid })

export const pushPreferencesPatchSchema = z
  .object({
    ...Object.fromEntries(pushKinds.map((kind) => [kind, flag.optional()])),
    quietHours: z
      .object({ enabled: flag.optional(), start: time.optional(), end: time.optional() })
      .strict()
      .optional(),
    urgentLostPetsBreakQuiet: flag.optional(),
    sound: flag.optional(),
    vibration: flag.optional(),
    timeZone: z
      .string({ error: pushMessages.timeZoneInvalid })
      .max(64, pushMessages.timeZoneInvalid)
      .refine(isTimeZone, pushMessages.timeZoneInvalid)
      .optional(),
  })
  .strict()
/** What a client may send: the schema's input (PushPreferencesPatch is what it yields). */
export type PushPreferencesPatchInput = z.input<typeof pushPreferencesPatchSchema>
export type PushPreferencesPatch = Omit<Partial<PushPreferences>, 'quietHours'> & {
  quietHours?: Partial<QuietHours>
}

const base64url = z
  .string({ error: pushMessages.subscriptionInvalid })
  .min(8, pushMessages.subscriptionInvalid)
  .max(200, pushMessages.subscriptionInvalid)
  .regex(/^[A-Za-z0-9_-]+=*$/, pushMessages.subscriptionInvalid)

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: pushMessages.subscriptionInvalid })
    .max(1000, pushMessages.subscriptionInvalid)
    .refine((value) => {
      try {
        const { protocol } = new URL(value)
        return protocol === 'https:' || protocol === 'http:'
      } catch {
        return false
      }
    }, pushMessages.subscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
})

export const subscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  preferences: pushPreferencesPatchSchema.optional(),
})
export type SubscribeInput = z.input<typeof subscribeSchema>

export const unsubscribeSchema = z
  .object({ endpoint: z.string().max(1000, pushMessages.subscriptionInvalid).optional() })
  .optional()
export type UnsubscribeInput = z.input<typeof unsubscribeSchema>

export interface PushPreferencesResponse {
  success: true
  preferences: PushPreferences
}

export interface PushKeyResponse {
  publicKey: string
}

export interface UnsubscribeResponse {
  success: true
  removed: number
}

/** Merges a validated patch onto stored preferences (quiet hours key by key). */
export function mergePushPreferences(
  stored: PushPreferences,
  patch: PushPreferencesPatch,
): PushPreferences {
  const { quietHours, ...rest } = patch
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
  return {
    ...stored,
    ...defined,
    quietHours: { ...stored.quietHours, ...quietHours },
  }
}
