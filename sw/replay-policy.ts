import { errorCodes } from '../server/contract/error-codes'

/**
 * What the queue does with a write after one replay attempt. Workbox's default replay drops a
 * request on any HTTP answer, 5xx included; ours keeps everything that may succeed later:
 *
 * - no answer (network failure)      → 'keep': stop, retry on the next trigger
 * - 5xx, 408 Request Timeout, 429    → 'keep': the server is struggling, not refusing
 * - 429 `daily-limit-reached`        → 'drop-report': a quota that resets only at midnight;
 *                                      kept, it would hold every later write (chat messages
 *                                      too) behind it for the rest of the day
 * - any other 4xx (401 included)     → 'drop-report': definitive; the page rolls back and shows
 *                                      the server's message (a 401 means the session is gone,
 *                                      replaying it later would never succeed)
 * - 2xx/3xx                          → 'done-report': delivered; the page confirms it
 */
export type ReplayAttempt =
  | { kind: 'network-error' }
  /** `errorCode`: the `error` of a JSON error answer, when it has one */
  | { kind: 'response'; status: number; errorCode?: string | null }

export type ReplayDecision = 'keep' | 'drop-report' | 'done-report'

const RETRYABLE_4XX = new Set([408, 429])

export function decideReplay(attempt: ReplayAttempt): ReplayDecision {
  if (attempt.kind === 'network-error') return 'keep'
  const { status } = attempt
  if (status === 429 && attempt.errorCode === errorCodes.dailyLimitReached) return 'drop-report'
  if (status >= 500 || RETRYABLE_4XX.has(status)) return 'keep'
  if (status >= 400) return 'drop-report'
  return 'done-report'
}
