import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '@contract/password.contract'
import { authEndpoints as endpoints } from '@contract/auth.endpoints'
import { send } from '../../api/call'

/**
 * The account's password calls. None goes through the write queue: a password is never kept on
 * the device to be sent later, so each needs the network now and says so when it is missing.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await send(endpoints.changePassword, { json: input })
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await send(endpoints.forgotPassword, { json: input })
}

export async function checkResetLink(token: string): Promise<void> {
  await send(endpoints.checkResetLink, { json: { token } })
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await send(endpoints.resetPassword, { json: input })
}
