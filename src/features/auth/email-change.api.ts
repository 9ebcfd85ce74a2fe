import type {
  EmailChangeConfirmed,
  EmailChangeInput,
  EmailChangeRequested,
} from '@contract/email-change.contract'
import { http } from '../../api/http'

/**
 * The account's address change. Neither call goes through the write queue: the request carries
 * the password, which is never kept on the device, and the link is used while its page is open.
 */
export function requestEmailChange(input: EmailChangeInput): Promise<EmailChangeRequested> {
  return http.post('auth/email', { json: input }).json<EmailChangeRequested>()
}

export function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return http.post('auth/email/confirm', { json: { token } }).json<EmailChangeConfirmed>()
}
