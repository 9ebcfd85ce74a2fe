import { z } from 'zod'
import { authMessages, registerSchema } from '@contract/auth.contract'

/**
 * The register form: the contract's rules (the same the server applies) plus the two fields
 * that only exist in the browser, the password confirmation and the terms checkbox.
 */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, authMessages.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    // Zod skips object refinements once a field has failed; a mismatch must still be reported
    // while, say, the terms are unticked.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown }
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string'
    },
  })

export type RegisterFormInput = z.input<typeof registerFormSchema>
export type RegisterFormOutput = z.output<typeof registerFormSchema>

/** Fields of the wizard's first step, validated before moving on. */
export const registerStepOneFields = ['name', 'email', 'phone'] as const
