import { z } from 'zod'
import { loginSchema } from './auth.contract.js'
import { changePasswordSchema } from './password.contract.js'
import { waitTime } from './wait-time.js'

/**
 * Wire contract of Settings › Cuenta › 'Cambiar correo' under /api/auth:
 *
 * - POST /api/auth/email {newEmail, currentPassword} (signed in) → 202 EmailChangeRequested:
 *   the password proves who asks; a link to confirm goes to the NEW address. The account's
 *   address does not change yet.
 * - POST /api/auth/email/confirm {token} (public: the link may be opened on any device) → 200
 *   EmailChangeConfirmed: the change applies, and the OLD address is told by mail.
 *
 * A link is single-use and expires (EMAIL_CHANGE_TTL_MS); the server keeps only its hash.
 */

export const emailChangeMessages = {
  sameEmail: 'Ese ya es el correo de tu cuenta. Escribe uno distinto.',
  linkInvalid:
    'Este enlace para confirmar tu nuevo correo no es válido: caducó, ya se usó o está incompleto. Vuelve a pedir el cambio desde Configuración.',
  /** Another account took the address between the request and the link's opening. */
  takenMeanwhile:
    'Otra cuenta empezó a usar ese correo después de tu solicitud, así que tu correo no cambió. Elige otro desde Configuración.',
  mailFailed:
    'No pudimos enviar el correo de confirmación. Revisa la dirección o inténtalo de nuevo en unos minutos.',
  tooMany: (minutes: number) =>
    `Demasiadas solicitudes para cambiar el correo. Inténtalo de nuevo en ${waitTime(minutes)}.`,
  requested: (email: string) =>
    `Te enviamos un enlace a ${email}. Ábrelo para confirmar el cambio; hasta entonces tu correo sigue siendo el actual.`,
} as const

/** A confirmation link lives this long: a day leaves room for a slow mailbox. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

export const emailChangeSchema = z.object({
  // The register form's rules and Spanish messages for an address.
  newEmail: loginSchema.shape.email,
  // Like the password change: the current password is only compared, never trimmed.
  currentPassword: changePasswordSchema.shape.currentPassword,
})
export type EmailChangeInput = z.input<typeof emailChangeSchema>

/** Longer than any token the server makes (43 characters); refusing early avoids hashing junk. */
export const emailChangeTokenSchema = z.object({
  token: z.string({ error: emailChangeMessages.linkInvalid }).min(1).max(256),
})
export type EmailChangeTokenInput = z.input<typeof emailChangeTokenSchema>

export interface EmailChangeRequested {
  message: string
}

export interface EmailChangeConfirmed {
  /** the account's address from now on */
  email: string
}

/** The link's path; the token travels in the fragment, as in the reset link (never logged). */
export const CONFIRM_EMAIL_PATH = '/confirm-email'
export const confirmEmailFragment = (token: string) => `#token=${encodeURIComponent(token)}`
