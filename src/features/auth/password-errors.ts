import { errorMessage, isNetworkError } from '../../api/http'

/** Is the browser offline right now (as far as it knows)? */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * The Spanish text for a failed password or sign-out-everywhere call: the caller's own
 * sentence when the network is missing (these calls are never queued for later), else the
 * server's message (the timeout text for a timeout) or `fallback`.
 */
export function passwordCallError(
  error: unknown,
  texts: { offline: string; fallback: string },
): Promise<string> {
  if (isNetworkError(error) && error instanceof TypeError) return Promise.resolve(texts.offline)
  return errorMessage(error, texts.fallback)
}
