import Stripe from 'stripe'
import type { SubscriptionPlan } from '../../contract/auth.contract.js'
import { subscriptionPlans } from '../../contract/subscription.contract.js'
import type { PaymentConfig } from '../../config.js'
import { NamedError } from '../../named-error.js'

/**
 * How an upgrade is paid (PAYMENT_PROVIDER). `demo` takes no money and activates at once (the
 * screen says it is a demonstration). `stripe` opens a Checkout session; premium starts only
 * when Stripe's signed `checkout.session.completed` webhook arrives, never on the client's word.
 */
export interface CheckoutRequest {
  userId: string
  email: string
  plan: SubscriptionPlan
  /** the app's origin, for Checkout's return links */
  origin: string
}

/** A verified, paid checkout: whom to make premium with which plan, under the event's id. */
export interface PaidCheckout {
  eventId: string
  userId: string
  plan: SubscriptionPlan
}

export type WebhookOutcome =
  | { kind: 'paid'; checkout: PaidCheckout }
  /** a genuine event this app has nothing to do with (answered 200 so Stripe stops retrying) */
  | { kind: 'ignored' }

export class BadSignatureError extends NamedError {
  constructor() {
    super('webhook signature does not verify')
  }
}

export type PaymentProvider =
  | { kind: 'demo'; currency: string }
  | {
      kind: 'stripe'
      currency: string
      startCheckout(request: CheckoutRequest): Promise<string>
      /** Verifies the signature over the raw body; throws BadSignatureError when it fails. */
      verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookOutcome
    }

const isPlan = (value: unknown): value is SubscriptionPlan =>
  typeof value === 'string' && Object.hasOwn(subscriptionPlans, value)

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.provider === 'demo') return { kind: 'demo', currency: config.currency }
  const api = config.apiUrl ? new URL(config.apiUrl) : null
  const stripe = new Stripe(config.secretKey, {
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
    maxNetworkRetries: 1,
  })
  return {
    kind: 'stripe',
    currency: config.currency,
    async startCheckout({ userId, email, plan, origin }) {
      const { price } = subscriptionPlans[plan]
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: email,
        client_reference_id: userId,
        metadata: { userId, plan },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: config.currency.toLowerCase(),
              unit_amount: Math.round(price * 100),
              product_data: { name: `Huellitas Premium (${plan})` },
            },
          },
        ],
        success_url: `${origin}/premium?pago=ok`,
        cancel_url: `${origin}/premium`,
      })
      if (!session.url) throw new Error('Stripe answered a Checkout session without a URL')
      return session.url
    },
    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret)
      } catch {
        throw new BadSignatureError()
      }
      if (event.type !== 'checkout.session.completed') return { kind: 'ignored' }
      const session = event.data.object
      const { userId, plan } = session.metadata ?? {}
      if (session.payment_status !== 'paid' || !userId || !isPlan(plan)) return { kind: 'ignored' }
      return { kind: 'paid', checkout: { eventId: event.id, userId, plan } }
    },
  }
}
