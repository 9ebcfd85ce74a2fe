import type { FastifyBaseLogger } from 'fastify'
import {
  defaultPushPreferences,
  mergePushPreferences,
  type PushPreferences,
  type PushPreferencesPatch,
} from '../../contract/push.contract.js'
import type { NotificationType } from '../../contract/notifications.contract.js'
import { shouldPush } from './delivery-rules.js'
import { chatIdOf, lostPetIdOf, PAYLOAD_MAX_BYTES, pushPayload } from './push-payload.js'
import type { PushRepository } from './push.repository.js'
import { topicOf, type PushSender } from './push-sender.js'

/**
 * Web push: devices' subscriptions, each user's preferences, and the queue worker
 * that turns stored notifications into pushes. The notifications repository writes one job per
 * notification for users with a device, in the notification's transaction; every node runs the
 * worker, and a claim (push.repository.ts) gives each job to one of them.
 */
export interface PushServiceOptions {
  repository: PushRepository
  send: PushSender
  /** whether the user muted the chat (the chat module's answer: checked at sending, as muting may come later) */
  isChatMuted: (userId: string, matchId: string) => Promise<boolean>
  log?: FastifyBaseLogger
  now?: () => Date
  /** jobs claimed per round */
  batchSize?: number
  /** how long a claimed job is left to the node that took it */
  leaseMs?: number
  /** a job still failing after this many tries is given up */
  maxAttempts?: number
}

const URGENT_LEVELS = new Set(['high', 'critical'])
const RETRY_BASE_MS = 30_000
/** How long a wake-up waits for others to share its run (see wake). */
const WAKE_GATHER_MS = 20

export function parsePreferences(text: string | null): PushPreferences {
  if (!text) return defaultPushPreferences
  try {
    return mergePushPreferences(defaultPushPreferences, JSON.parse(text) as PushPreferencesPatch)
  } catch {
    return defaultPushPreferences
  }
}

export function createPushService(options: PushServiceOptions) {
  const { repository, send } = options
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 20
  const leaseMs = options.leaseMs ?? 60_000
  const maxAttempts = options.maxAttempts ?? 5

  async function preferences(userId: string): Promise<PushPreferences> {
    return parsePreferences(await repository.preferencesOf(userId))
  }

  async function updatePreferences(
    userId: string,
    patch: PushPreferencesPatch,
  ): Promise<PushPreferences> {
    const merged = mergePushPreferences(await preferences(userId), patch)
    await repository.savePreferences(userId, JSON.stringify(merged), now().toISOString())
    return merged
  }

  /**
   * A sighting of one's pet is urgent; so is a lost-pet notice about one's own alert (a
   * possible match, 'Posibles coincidencias'), and a community alert of high or critical urgency.
   */
  async function isUrgent(
    type: NotificationType,
    lostPetId: string | null,
    userId: string,
  ): Promise<boolean> {
    if (type === 'sighting') return true
    if (type !== 'lost-pet' || !lostPetId) return false
    const alert = await repository.alertUrgency(lostPetId)
    if (!alert) return false
    return alert.keepers.includes(userId) || URGENT_LEVELS.has(alert.level)
  }

  /** One job: every device of its user, unless preferences hold it back. */
  async function deliver(job: Awaited<ReturnType<PushRepository['claimDue']>>[number]) {
    const row = job.notification
    if (!row) return repository.finishJob(job.id)
    const prefs = await preferences(job.userId)
    const type = row.type as NotificationType
    const urgent = await isUrgent(type, lostPetIdOf(row), job.userId)
    if (!shouldPush({ type, isUrgent: urgent }, prefs, now())) return repository.finishJob(job.id)
    // A muted chat never pushes, also when it was muted after its notification was stored.
    const chatId = type === 'message' ? chatIdOf(row) : null
    if (chatId && (await options.isChatMuted(job.userId, chatId))) {
      return repository.finishJob(job.id)
    }
    const payload = JSON.stringify(pushPayload(row, prefs))
    if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) {
      options.log?.warn({ notification: row.id }, 'push payload too large, not sent')
      return repository.finishJob(job.id)
    }
    let retryAfter: number | null | undefined
    const devices = await repository.liveSubscriptionsOf(job.userId, now().toISOString())
    for (const device of devices) {
      const outcome = await send(device, payload, {
        topic: topicOf(row.id),
        urgency: urgent || type === 'health' ? 'high' : 'normal',
      })
      if (outcome.kind === 'gone') await repository.removeEndpoint(device.endpoint)
      else if (outcome.kind === 'refused') {
        options.log?.warn({ status: outcome.status, notification: row.id }, 'push refused')
      } else if (outcome.kind === 'retry') retryAfter = outcome.afterMs
    }
    // A device that asked to wait makes the whole job wait; the others get the same message
    // again with the same Topic, which push services collapse into one.
    if (retryAfter === undefined || job.attempts >= maxAttempts) {
      return repository.finishJob(job.id)
    }
    const wait = retryAfter ?? RETRY_BASE_MS * 2 ** (job.attempts - 1)
    return repository.retryJobAt(job.id, new Date(now().getTime() + wait).toISOString())
  }

  /** Claims and sends due jobs until none is left; answers how many were handled. */
  async function processDue(): Promise<number> {
    let handled = 0
    for (;;) {
      const jobs = await repository.claimDue(now(), leaseMs, batchSize)
      if (jobs.length === 0) return handled
      for (const job of jobs) {
        try {
          await deliver(job)
        } catch (error) {
          // Left claimed: the lease runs out and a node tries again.
          options.log?.warn({ err: error, job: job.id }, 'push delivery failed')
        }
      }
      handled += jobs.length
    }
  }

  let running: Promise<number> | null = null
  let again = false
  let stopped = false
  let soon: ReturnType<typeof setTimeout> | null = null
  /**
   * Runs the worker shortly (or once more after the current run): called after every commit
   * that stored notifications, which under chat load is every batch of messages. Wake-ups
   * within WAKE_GATHER_MS share one run, so the claim's transaction is not paid per batch;
   * a push leaves at most that much later.
   */
  function wake(): void {
    soon ??= setTimeout(() => {
      soon = null
      run()
    }, WAKE_GATHER_MS)
  }

  function run(): void {
    // After stop, a run asked for meanwhile would start on a database about to close.
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = processDue()
      .catch((error: unknown) => {
        options.log?.warn({ err: error }, 'push queue failed')
        return 0
      })
      .finally(() => {
        running = null
        if (again) {
          again = false
          run()
        }
      })
  }

  /** Polls for due jobs (retries, other nodes' leftovers); answers a stop function. */
  function start(everyMs: number): () => Promise<void> {
    const timer = setInterval(run, everyMs)
    timer.unref()
    run()
    return async () => {
      stopped = true
      clearInterval(timer)
      if (soon) clearTimeout(soon)
      soon = null
      await running
    }
  }

  return {
    preferences,
    updatePreferences,
    async subscribe(
      session: { userId: string; tokenHash: string },
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      patch: PushPreferencesPatch | undefined,
    ): Promise<PushPreferences> {
      const { userId, tokenHash } = session
      await repository.saveSubscription(
        userId,
        tokenHash,
        { endpoint: subscription.endpoint, ...subscription.keys },
        now().toISOString(),
      )
      return patch ? updatePreferences(userId, patch) : preferences(userId)
    },
    unsubscribe: (userId: string, endpoint?: string) =>
      repository.removeSubscriptions(userId, endpoint),
    processDue,
    wake,
    start,
  }
}

export type PushService = ReturnType<typeof createPushService>
