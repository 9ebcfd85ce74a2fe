import webpush from 'web-push'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import { sharedSecret } from '../../db/server-secrets.repository.js'
import { createPushRepository } from './push.repository.js'
import { createPushSender, type VapidKeys } from './push-sender.js'
import { createPushService } from './push.service.js'

export { pushRoutes } from './push.routes.js'
export type { PushService } from './push.service.js'

export interface PushModuleDeps {
  database: DatabaseHandle
  /** from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; else made once and kept in the database */
  vapidKeys: VapidKeys | undefined
  vapidSubject: string
  /** how long a claimed push is left to the node that took it */
  leaseMs: number
  /** the chat module's answer: a muted chat never pushes */
  isChatMuted: (userId: string, matchId: string) => Promise<boolean>
  log: FastifyBaseLogger
}

/**
 * The deployment's VAPID pair: every node must sign with the same key the devices subscribed
 * with, so a generated pair is kept where all nodes read it (server_secrets, in DATA_DIR's
 * database on SQLite) rather than in one node's files.
 */
async function vapidKeysOf(deps: PushModuleDeps): Promise<VapidKeys> {
  if (deps.vapidKeys) return deps.vapidKeys
  const stored = await sharedSecret(deps.database.db, 'vapid-keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  )
  return JSON.parse(stored) as VapidKeys
}

export async function createPushModule(deps: PushModuleDeps) {
  const keys = await vapidKeysOf(deps)
  const service = createPushService({
    repository: createPushRepository(deps.database.db, deps.database.dialect),
    send: createPushSender(keys, deps.vapidSubject),
    isChatMuted: deps.isChatMuted,
    leaseMs: deps.leaseMs,
    log: deps.log,
  })
  return { service, publicKey: keys.publicKey }
}
