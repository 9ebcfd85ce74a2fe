import { integer, matching, type EnvOf } from './env.js'

/** Web push: the VAPID identity and the worker's timing. */
export interface PushConfig {
  /**
   * VAPID keys of web push (URL-safe base64). Unset: a pair made once and kept in the database
   * (with the data in DATA_DIR on SQLite), shared by every node.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** The contact push services may write to about our pushes (mailto: or https:). */
  vapidSubject: string
  /** How often each node looks for pushes to retry or left by a node that stopped. */
  pushPollSeconds: number
  /**
   * How long a node keeps a push it took before another may take it: a node killed mid-send
   * leaves its pushes to the others (or to itself restarted) after this.
   */
  pushLeaseSeconds: number
}

export const pushEnv = {
  VAPID_PUBLIC_KEY: matching(
    /^[A-Za-z0-9_-]{80,100}$/,
    'VAPID_PUBLIC_KEY must be URL-safe base64 (npx web-push generate-vapid-keys)',
  ).optional(),
  VAPID_PRIVATE_KEY: matching(
    /^[A-Za-z0-9_-]{40,50}$/,
    'VAPID_PRIVATE_KEY must be URL-safe base64 (npx web-push generate-vapid-keys)',
  ).optional(),
  VAPID_SUBJECT: matching(
    /^(mailto:|https:\/\/)\S+$/,
    'VAPID_SUBJECT must start with mailto: or https://',
  ).default('mailto:soporte@huellitas.app'),
  PUSH_POLL_SECONDS: integer('PUSH_POLL_SECONDS', 1, 3600).default(30),
  // Above the sender's 10 s timeout per device, so a live node's send never outlasts its lease.
  PUSH_LEASE_SECONDS: integer('PUSH_LEASE_SECONDS', 15, 3600).default(60),
}

export function readPushConfig(e: EnvOf<typeof pushEnv>): PushConfig {
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushPollSeconds: e.PUSH_POLL_SECONDS,
    pushLeaseSeconds: e.PUSH_LEASE_SECONDS,
  }
}
