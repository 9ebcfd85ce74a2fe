import { z } from 'zod'
import { ConfigError, type EnvOf } from './env.js'

export interface PaymentsConfig {
  /** How POST /api/subscription/upgrade takes payment (modules/subscription/payment-provider.ts). */
  payment: PaymentConfig
}

export type PaymentConfig = {
  /** CURRENCY: plans are shown and charged in the deployment's one currency, as services are. */
  currency: string
} & (
  | { provider: 'demo' }
  | {
      provider: 'stripe'
      secretKey: string
      webhookSecret: string
      /** STRIPE_API_URL: another Stripe API origin (a local fake in tests); default Stripe's */
      apiUrl: string | undefined
    }
)

export const paymentsEnv = {
  PAYMENT_PROVIDER: z
    .enum(['demo', 'stripe'], { error: 'PAYMENT_PROVIDER must be demo or stripe' })
    .default('demo'),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be a URL' }).optional(),
}

export function readPaymentsConfig(e: EnvOf<typeof paymentsEnv>, currency: string): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook endpoint signing secret, whsec_…)',
    ])
  }
  return {
    payment:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            apiUrl: e.STRIPE_API_URL,
            currency,
          }
        : { provider: 'demo', currency },
  }
}
