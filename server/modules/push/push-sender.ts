import { createHash } from 'node:crypto'
import webpush from 'web-push'

/**
 * One encrypted push to one device (RFC 8291 payload, RFC 8292 VAPID), built by web-push's
 * generateRequestDetails and sent with fetch: web-push's own sendNotification goes through
 * node's https module only, and its errors hide the status we must act on. The answer says
 * what to do with the subscription and the job.
 */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export type PushOutcome =
  | { kind: 'sent' }
  /** 404/410: the device unsubscribed or the subscription expired; forget it */
  | { kind: 'gone' }
  /** 429 or 5xx or the network: try again later */
  | { kind: 'retry'; afterMs: number | null }
  /** 400/403/413 and the rest: this push will never be accepted */
  | { kind: 'refused'; status: number }

/** The push service keeps an undelivered message this long (a day: a late alert still helps). */
const TTL_SECONDS = 24 * 3600
const SEND_TIMEOUT_MS = 10_000

/** Topic header: one per notification, so a resend replaces an undelivered first copy. */
export function topicOf(notificationId: string): string {
  return createHash('sha256').update(notificationId).digest('base64url').slice(0, 32)
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}

export function createPushSender(vapid: VapidKeys, subject: string) {
  return async function send(
    target: PushTarget,
    payload: string,
    options: { topic: string; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject, ...vapid },
        TTL: TTL_SECONDS,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    )
    let response: Response
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        // A Buffer over a plain ArrayBuffer: what both Node's and the DOM's BodyInit accept (the
        // tests' type-check reads this file with the DOM library too).
        body: details.body as Uint8Array<ArrayBuffer> | null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      })
    } catch {
      return { kind: 'retry', afterMs: null }
    }
    // The body is not needed; drain it so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined)
    if (response.ok) return { kind: 'sent' }
    if (response.status === 404 || response.status === 410) return { kind: 'gone' }
    if (response.status === 429 || response.status >= 500) {
      return { kind: 'retry', afterMs: retryAfterMs(response.headers.get('retry-after')) }
    }
    return { kind: 'refused', status: response.status }
  }
}

export type PushSender = ReturnType<typeof createPushSender>
