import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '@contract/password.contract'
import { http } from '../../api/http'

/**
 * The account's password calls. None goes through the write queue: a password is never kept on
 * the device to be sent later, so each needs the network now and says so when it is missing.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await http.post('auth/password', { json: input })
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await http.post('auth/forgot-password', { json: input })
}

export async function checkResetLink(token: string): Promise<void> {
  await http.post('auth/reset-password/check', { json: { token } })
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await http.post('auth/reset-password', { json: input })
}
