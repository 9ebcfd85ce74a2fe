import { z } from 'zod'
import { authMessages, authRules, loginSchema } from './auth.contract.js'
import { waitTime } from './wait-time.js'

/**
 * Wire contract of the account's password routes under /api/auth: changing it while signed in,
 * signing out everywhere, and the reset by e-mail link (/forgot-password → /reset-password).
 * New passwords follow the sign-up rules (spec §5: at least 6 characters).
 */

export const passwordMessages = {
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  currentPasswordRequired: 'Escribe tu contraseña actual.',
  resetLinkInvalid:
    'Este enlace para restablecer la contraseña no es válido: caducó, ya se usó o está incompleto. Pide uno nuevo.',
  tooManyResetRequests: (minutes: number) =>
    `Demasiadas solicitudes para restablecer la contraseña. Inténtalo de nuevo en ${waitTime(minutes)}.`,
  /** The one answer to a reset request, whether the address has an account or not. */
  resetRequested:
    'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.',
} as const

/** A reset link lives this long (issue: valid for 1 hour). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(authRules.passwordMinLength, authMessages.passwordTooShort)
  .max(authRules.passwordMaxLength, authMessages.passwordTooLong)

/** Longer than any token the server makes (43 characters); refusing early avoids hashing junk. */
const resetToken = z.string({ error: passwordMessages.resetLinkInvalid }).min(1).max(256)

export const changePasswordSchema = z.object({
  // Like login: the current password is never trimmed nor length-checked, only compared.
  currentPassword: z
    .string({ error: passwordMessages.currentPasswordRequired })
    .min(1, passwordMessages.currentPasswordRequired)
    .max(authRules.passwordMaxLength, passwordMessages.wrongCurrentPassword),
  newPassword,
})
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

export const forgotPasswordSchema = loginSchema.pick({ email: true })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

export const resetTokenSchema = z.object({ token: resetToken })
export type ResetTokenInput = z.input<typeof resetTokenSchema>

export const resetPasswordSchema = z.object({ token: resetToken, password: newPassword })
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

export interface ForgotPasswordResponse {
  message: string
}

/**
 * The link's path. The token travels in the fragment, which browsers never send to a server:
 * it stays out of request logs, proxies and Referer headers.
 */
export const RESET_PATH = '/reset-password'
export const resetLinkFragment = (token: string) => `#token=${encodeURIComponent(token)}`
