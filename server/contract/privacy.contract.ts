/**
 * Wire contract of Settings › Privacidad (the user's own account only; the session decides whose):
 *
 * - PUT  /api/users/privacy  JSON PrivacySettingsUpdate → ProfileResponse. Queued like the other
 *   profile writes (Idempotency-Key); the `profile` document carries `discoverable` and
 *   `showDistance` to the user's devices.
 * - GET  /api/users/export   → the caller's data as one JSON document (ExportDocument's shape),
 *   streamed, with Content-Disposition attachment; filename EXPORT_FILE_NAME.
 * - POST /api/users/delete-account JSON DeleteAccountInput → 204. Online only (never queued: the
 *   password is never stored on the device). A wrong password is a 403 and changes nothing.
 */
import { z } from 'zod'
import { authRules } from './auth.contract.js'
import { privacyMessages } from './privacy.messages.js'

export { EXPORT_FILE_NAME, privacyMessages } from './privacy.messages.js'

const toggle = z.boolean({ error: privacyMessages.settingsInvalid }).optional()

export const privacySettingsSchema = z
  .object({ discoverable: toggle, showDistance: toggle })
  .strict()
  .refine(
    (value) => value.discoverable !== undefined || value.showDistance !== undefined,
    privacyMessages.settingsEmpty,
  )
export type PrivacySettingsUpdate = z.input<typeof privacySettingsSchema>

export const deleteAccountSchema = z.object({
  // Like login: never trimmed nor length-checked beyond the maximum, only compared.
  password: z
    .string({ error: privacyMessages.passwordRequired })
    .min(1, privacyMessages.passwordRequired)
    .max(authRules.passwordMaxLength, privacyMessages.wrongPassword),
})
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>

/** The export's top-level sections, in the order they are written. */
export const exportSections = [
  'profile',
  'pets',
  'matches',
  'messages',
  'favorites',
  'comments',
  'lostPets',
  'sightings',
  'bookings',
  'cycleRecords',
  'notifications',
] as const
export type ExportSection = (typeof exportSections)[number]
