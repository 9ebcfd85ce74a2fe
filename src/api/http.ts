import ky, { HTTPError, TimeoutError } from 'ky'
import { API_PREFIX } from '@contract/endpoint'
import type { ApiErrorBody } from '@contract/errors'
import { sessionStore } from '../session/session-store'
import { common } from '../i18n/es/common'

/**
 * The one REST client: same-origin /api, the spec's 30 s timeout, the bearer token on every
 * call, and the spec's 401 rule (a refused token wipes the session and sends the user to
 * /login). A 401 on a call made without a token (a wrong password at login) is just an answer.
 */
export const API_TIMEOUT_MS = 30_000

export const http = ky.create({
  prefixUrl: API_PREFIX,
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = sessionStore.getState()
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`)
        }
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) {
          sessionStore.expire()
        }
      },
    ],
  },
})

/** Is this failure "the network is not there" (offline, DNS, refused), not an answer? */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || error instanceof TimeoutError
}

/**
 * The Spanish text for a failed call: the server's own message when it sent one, the spec's
 * timeout and network texts, else the caller's fallback.
 */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof TimeoutError) return common.timeout
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as Partial<ApiErrorBody>
      if (typeof body.message === 'string' && body.message) return body.message
    } catch {
      // Not JSON: fall through to the fallback.
    }
    return fallback
  }
  if (error instanceof TypeError) return common.network
  return fallback
}
