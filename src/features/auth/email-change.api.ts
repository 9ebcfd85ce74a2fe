import type {
  EmailChangeConfirmed,
  EmailChangeInput,
  EmailChangeRequested,
} from '@contract/email-change.contract'
import { authEndpoints as endpoints } from '@contract/auth.endpoints'
import { call } from '../../api/call'

/**
 * The account's address change. Neither call goes through the write queue: the request carries
 * the password, which is never kept on the device, and the link is used while its page is open.
 */
export function requestEmailChange(input: EmailChangeInput): Promise<EmailChangeRequested> {
  return call(endpoints.requestEmailChange, { json: input })
}

export function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return call(endpoints.confirmEmailChange, { json: { token } })
}
