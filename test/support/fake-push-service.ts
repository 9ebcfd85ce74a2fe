import { once } from 'node:events'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { PushKeyResponse } from '@contract/push.contract'
import type { Database } from '../../server/db/schema.js'
import { call, type RegisteredUser } from './api.js'

/**
 * A push service on localhost (the npm package web-push-testing): it hands out subscriptions
 * for our VAPID key, and on each push checks the VAPID signature, decrypts the RFC 8291 payload
 * and keeps the text; a subscription can be expired so that pushes get 410, and the service
 * can hold pushes unanswered (a slow push service, or one a node dies while talking to). The
 * real push services are on the internet, which tests here do not reach.
 */
export interface FakeSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  clientHash: string
}

export interface FakePushService {
  readonly url: string
  subscribe(applicationServerKey: string): Promise<FakeSubscription>
  /** The decrypted payloads the subscription received, oldest first. */
  received(clientHash: string): Promise<string[]>
  expire(clientHash: string): Promise<void>
  /**
   * From now on each push is read in full and then held unanswered (not decrypted, not kept)
   * until `release`; a held push whose sender hangs up (a killed node) is dropped, never
   * accepted, as a real push service does with a request that did not complete.
   */
  hold(): void
  /** Pushes held now whose sender is still waiting (they may finish in any order later). */
  readonly held: number
  /** Pushes dropped while held because their sender hung up. */
  readonly dropped: number
  /** Lets held pushes (whose sender still waits) and all later ones through. */
  release(): void
  close(): Promise<void>
}

interface WebPushTestingServer {
  startServer(): void
  _server?: Server
  _app: {
    use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void
  }
}

const require = createRequire(import.meta.url)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

export async function startFakePushService(): Promise<FakePushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => object
  }
  const Server = require('web-push-testing/src/server.js') as new (
    model: object,
    port: number,
  ) => WebPushTestingServer
  const port = await freePort()
  const server = new Server(new PushApiModel(), port)
  // Before the package's routes (added by startServer), after its body parsers.
  let holding = false
  let dropped = 0
  const held = new Set<() => void>()
  server._app.use((req, res, next) => {
    if (!holding || !req.url?.startsWith('/notify/')) return next()
    const go = () => {
      held.delete(go)
      next()
    }
    held.add(go)
    res.once('close', () => {
      if (held.delete(go)) dropped += 1
    })
  })
  const log = console.log
  console.log = () => undefined // its one 'Server running' line
  try {
    server.startServer()
    // The line is printed once listening: keep it quiet until then.
    if (server._server && !server._server.listening) await once(server._server, 'listening')
  } finally {
    console.log = log
  }
  const url = `http://localhost:${port}`
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
        const isJson = response.headers.get('content-type')?.includes('json') ?? false
        return (isJson ? await response.json() : await response.text()) as T
      } catch (error) {
        // The listener may still be binding on the first call.
        if (attempt >= 20 || !(error instanceof TypeError)) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
  return {
    url,
    subscribe: async (applicationServerKey) =>
      (
        await post<{ data: FakeSubscription }>('/subscribe', {
          userVisibleOnly: 'true',
          applicationServerKey,
        })
      ).data,
    received: async (clientHash) =>
      (await post<{ data: { messages: string[] } }>('/get-notifications', { clientHash })).data
        .messages,
    expire: async (clientHash) => {
      await post(`/expire-subscription/${clientHash}`, {})
    },
    hold: () => {
      holding = true
    },
    get held() {
      return held.size
    },
    get dropped() {
      return dropped
    },
    release: () => {
      holding = false
      for (const go of [...held]) go()
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server._server) return resolve()
        server._server.closeAllConnections?.()
        server._server.close(() => resolve())
      }),
  }
}

/**
 * A device of `user` subscribed to `service` through the server at `baseUrl` (its VAPID key,
 * then the §7 subscribe route). Quiet hours are off unless `preferences` say otherwise: the
 * suites run at any hour.
 */
export async function subscribeDevice(
  service: FakePushService,
  baseUrl: string,
  user: RegisteredUser,
  preferences: Record<string, unknown> = {},
): Promise<FakeSubscription> {
  const key = await call<PushKeyResponse>(baseUrl, 'GET', '/api/notifications/push-key', {
    token: user.token,
  })
  expect(key.status).toBe(200)
  const subscription = await service.subscribe(key.body.publicKey)
  const answer = await call(baseUrl, 'POST', '/api/notifications/subscribe', {
    token: user.token,
    json: {
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
      preferences: {
        quietHours: { enabled: false, start: '22:00', end: '08:00' },
        ...preferences,
      },
    },
  })
  expect(answer.status).toBe(200)
  return subscription
}

/** The decrypted payloads the device received, parsed, oldest first. */
export async function pushedTo(
  service: FakePushService,
  subscription: FakeSubscription,
): Promise<Record<string, unknown>[]> {
  return (await service.received(subscription.clientHash)).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
}

/** Waits until every queued push is handled (sent, held back or given up): push_jobs is empty. */
export async function pushQueueDrained(db: Kysely<Database>, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const row = await db
          .selectFrom('push_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
        return Number(row.n)
      },
      { timeout },
    )
    .toBe(0)
}
