import { z } from 'zod'
import { authMessages } from '@contract/auth.contract'
import { changePasswordSchema, resetPasswordSchema } from '@contract/password.contract'

/**
 * The password forms: the contract's rules (the same the server applies) plus the
 * confirmation field, which only exists in the browser (spec §5: 'Las contraseñas no
 * coinciden').
 */
const mismatch = { message: authMessages.passwordsDontMatch, path: ['confirmPassword'] }

export const resetFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, mismatch)
export type ResetFormInput = z.input<typeof resetFormSchema>

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, mismatch)
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>
