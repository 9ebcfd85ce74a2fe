import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '@contract/auth.contract'
import type { UpgradeResponse } from '@contract/subscription.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'

const WEBHOOK_SECRET = 'whsec_pruebas_huellitas'
const DAY_MS = 86_400_000

/** A stand-in for Stripe's API on this machine: answers Checkout session creation and keeps what it got. */
interface FakeStripe {
  server: Server
  sessions: URLSearchParams[]
}

async function startFakeStripe(): Promise<FakeStripe> {
  const sessions: URLSearchParams[] = []
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.writeHead(404, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { message: 'not here' } }))
        return
      }
      sessions.push(new URLSearchParams(body))
      const id = `cs_test_${sessions.length}`
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, sessions }
}

describe.each(databaseTargets)('Stripe payments on $kind', (target) => {
  const env: Record<string, string> = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_huellitas',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }
  let fake: FakeStripe
  // Before the server's own beforeAll: it reads env when it starts.
  beforeAll(async () => {
    fake = await startFakeStripe()
    env.STRIPE_API_URL = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())))
  const fixture = useServer(target, { env })
  const stripe = new Stripe('sk_test_huellitas')
  let buyer: RegisteredUser

  beforeAll(async () => {
    buyer = await registerUser(fixture.baseUrl, { name: 'Pagadora' })
  })

  const me = async () =>
    (await call<MeResponse>(fixture.baseUrl, 'GET', '/api/auth/me', { token: buyer.token })).body
      .user.subscription

  function completedEvent(id: string, plan: string, userId = buyer.user.id) {
    return JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: userId,
          metadata: { userId, plan },
        },
      },
    })
  }

  const deliver = (payload: string, signature: string) =>
    call<{ received: boolean; applied: boolean }>(
      fixture.baseUrl,
      'POST',
      '/api/subscription/stripe-webhook',
      {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      },
    )

  it('the upgrade opens a Checkout session for the plan’s price and does not activate anything', async () => {
    const answer = await call<UpgradeResponse>(
      fixture.baseUrl,
      'POST',
      '/api/subscription/upgrade',
      {
        token: buyer.token,
        json: { plan: 'yearly', amount: 79.99 },
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      provider: 'stripe',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    })
    const sent = fake.sessions.at(-1)
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('7999')
    // The default market, El Salvador, pays in US dollars.
    expect(sent?.get('line_items[0][price_data][currency]')).toBe('usd')
    expect(sent?.get('metadata[userId]')).toBe(buyer.user.id)
    expect(sent?.get('metadata[plan]')).toBe('yearly')
    expect((await me()).type).toBe('free')
  })

  it('a webhook with a bad signature is refused with 400 and changes nothing', async () => {
    const payload = completedEvent('evt_forged', 'yearly')
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_otro' })
    const answer = await deliver(payload, forged)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: 'invalid-signature' })
    // A correctly signed header over other bytes fails as well.
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    expect((await deliver(payload.replace('yearly', 'monthly'), signed)).status).toBe(400)
    expect((await deliver(payload, '')).status).toBe(400)
    expect((await me()).type).toBe('free')
    expect(await countRows(fixture, 'SELECT count(*) AS count FROM payment_events')).toBe(0)
  })

  it('a signed checkout.session.completed activates premium once; a replay changes nothing', async () => {
    const payload = completedEvent('evt_pagado_1', 'yearly')
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const before = Date.now()
    const first = await deliver(payload, header)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ received: true, applied: true })
    const activated = await me()
    expect(activated).toMatchObject({ type: 'premium', plan: 'yearly' })
    const expiresIn = Date.parse(activated.expiresAt ?? '') - before
    expect(expiresIn).toBeGreaterThanOrEqual(365 * DAY_MS - 1000)

    await new Promise((resolve) => setTimeout(resolve, 20))
    const again = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    )
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ received: true, applied: false })
    expect((await me()).expiresAt).toBe(activated.expiresAt)
    expect(await countRows(fixture, 'SELECT count(*) AS count FROM payment_events')).toBe(1)
  })

  it('acknowledges a signed event it has no use for without changing anything', async () => {
    const payload = JSON.stringify({
      id: 'evt_otro',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    })
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const answer = await deliver(payload, header)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ received: true, applied: false })
  })
})
