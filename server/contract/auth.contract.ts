import { z } from 'zod'
import { optionalPhone, requiredText } from './text-fields.js'

/**
 * Wire contract of /api/auth: the validation rules (with their Spanish messages) that both the
 * server and the client forms apply, and the shapes the server answers.
 */

export const authRules = {
  passwordMinLength: 6,
  passwordMaxLength: 128,
  nameMaxLength: 80,
  emailMaxLength: 254,
  phoneMaxLength: 30,
} as const

export const authMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre no puede superar ${authRules.nameMaxLength} caracteres.`,
  emailRequired: 'El correo electrónico es obligatorio.',
  emailInvalid: 'Introduce un correo electrónico válido.',
  phoneInvalid: 'Introduce un teléfono válido (solo números, espacios, +, - y paréntesis).',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordTooShort: `La contraseña debe tener al menos ${authRules.passwordMinLength} caracteres.`,
  passwordTooLong: `La contraseña no puede superar ${authRules.passwordMaxLength} caracteres.`,
  passwordsDontMatch: 'Las contraseñas no coinciden',
  termsRequired: 'Debes aceptar los términos y condiciones',
} as const

const email = requiredText(
  authMessages.emailRequired,
  authRules.emailMaxLength,
  authMessages.emailInvalid,
).pipe(z.email({ error: authMessages.emailInvalid }))

export const loginSchema = z.object({
  email,
  // Login never trims or checks the length: a wrong password is just wrong.
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(authRules.passwordMaxLength, authMessages.passwordTooLong),
})
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  name: requiredText(authMessages.nameRequired, authRules.nameMaxLength, authMessages.nameTooLong),
  email,
  phone: optionalPhone(authRules.phoneMaxLength, authMessages.phoneInvalid),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(authRules.passwordMinLength, authMessages.passwordTooShort)
    .max(authRules.passwordMaxLength, authMessages.passwordTooLong),
})
export type RegisterInput = z.input<typeof registerSchema>

export type SubscriptionType = 'free' | 'premium'
export type SubscriptionPlan = 'monthly' | 'quarterly' | 'yearly'

/** What the server tells a signed-in user about themselves. */
export interface PublicUser {
  id: string
  name: string
  email: string
  phone: string | null
  avatar: string | null
  banner: string | null
  bio: string | null
  location: string | null
  city: string | null
  country: string | null
  latitude: number | null
  longitude: number | null
  createdAt: string
  subscription: {
    type: SubscriptionType
    plan: SubscriptionPlan | null
    expiresAt: string | null
  }
}

export interface AuthResponse {
  user: PublicUser
  token: string
}

export interface MeResponse {
  user: PublicUser
}
