import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import type { Server } from 'node:http'

/**
 * A push service on localhost (the npm package web-push-testing): it hands out subscriptions
 * for our VAPID key, and on each push checks the VAPID signature, decrypts the RFC 8291 payload
 * and keeps the text; a subscription can be expired so that pushes get 410. The real push
 * services are on the internet, which tests here do not reach.
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
  close(): Promise<void>
}

interface WebPushTestingServer {
  startServer(): void
  _server?: Server
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
  const log = console.log
  console.log = () => undefined // its one 'Server running' line
  try {
    server.startServer()
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
    close: () =>
      new Promise<void>((resolve) => {
        if (!server._server) return resolve()
        server._server.closeAllConnections?.()
        server._server.close(() => resolve())
      }),
  }
}
