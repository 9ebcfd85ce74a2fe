import { HTTPError, TimeoutError } from 'ky'
import { common } from '../i18n/es/common'
import { errorMessage } from './http'
import { isOnline } from './online'

/**
 * Calls that need the network now and are never queued for later (a payment, an upload, a
 * chat's mute or block, a password change…), judged offline one way: the browser says it is
 * offline (then the call is not even tried), or the call got no answer at all (fetch's
 * TypeError: no network, DNS, refused). A timeout is its own case with the spec's timeout text;
 * an answer from the server is the server's message, else the caller's fallback.
 */
export type OnlineFailure = 'offline' | 'timeout' | 'answer'

export type OnlineResult<T> =
  { ok: true; value: T } | { ok: false; failure: OnlineFailure; message: string }

export interface OnlineTexts {
  /** what this action says when it cannot be done offline */
  offline: string
  /** what it says when the server refused without a message of its own */
  fallback: string
}

/** The Spanish text and the kind of a failed online-only call. */
export async function onlineFailure(
  error: unknown,
  texts: OnlineTexts,
): Promise<{ failure: OnlineFailure; message: string }> {
  if (error instanceof TimeoutError) return { failure: 'timeout', message: common.timeout }
  if (error instanceof TypeError) return { failure: 'offline', message: texts.offline }
  if (error instanceof HTTPError) {
    return { failure: 'answer', message: await errorMessage(error, texts.fallback) }
  }
  return { failure: 'answer', message: texts.fallback }
}

/** Runs `run` when the browser is online; any failure comes back classified, never thrown. */
export async function callOnline<T>(
  run: () => Promise<T>,
  texts: OnlineTexts,
): Promise<OnlineResult<T>> {
  if (!isOnline()) return { ok: false, failure: 'offline', message: texts.offline }
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, ...(await onlineFailure(error, texts)) }
  }
}

/** The Spanish text of a failed online-only call a form made itself (its own try/catch). */
export async function onlineFailureText(error: unknown, texts: OnlineTexts): Promise<string> {
  return (await onlineFailure(error, texts)).message
}
