import { endpoints, shape } from './endpoint.js'
import type { BoostResponse, PassportInput, PassportResponse } from './premium.contract.js'
import type {
  PaymentInfoResponse,
  ReceivedLikesResponse,
  UndoPassInput,
  UndoPassResponse,
  UpgradeInput,
  UpgradeResponse,
} from './subscription.contract.js'

/** /api/subscription and /api/premium (rules: subscription.contract.ts, premium.contract.ts). */
export const subscriptionEndpoints = endpoints({
  paymentInfo: {
    method: 'GET',
    path: '/api/subscription',
    auth: 'user',
    delivery: 'read',
    summary: 'Which payment provider and currency the plans are paid with',
    ...shape<PaymentInfoResponse>(),
  },
  upgrade: {
    method: 'POST',
    path: '/api/subscription/upgrade',
    auth: 'user',
    delivery: 'online',
    summary: 'Starts a premium plan (demo: at once; Stripe: a Checkout link)',
    ...shape<UpgradeResponse, UpgradeInput>(),
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/subscription/stripe-webhook',
    auth: 'none',
    delivery: 'online',
    summary: "Stripe's signed event (raw body); registered only with the Stripe provider",
    ...shape<{ received: true; applied: boolean }>(),
  },
  receivedLikes: {
    method: 'GET',
    path: '/api/premium/likes',
    auth: 'user',
    delivery: 'read',
    summary: 'The likes and super likes the caller received (premium only)',
    ...shape<ReceivedLikesResponse>(),
  },
  undoPass: {
    method: 'POST',
    path: '/api/premium/undo-pass',
    auth: 'user',
    delivery: 'online',
    summary: "Brings back the caller's latest pass (premium only)",
    ...shape<UndoPassResponse, UndoPassInput>(),
  },
  passport: {
    method: 'GET',
    path: '/api/premium/passport',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's Pasaporte place",
    ...shape<PassportResponse>(),
  },
  setPassport: {
    method: 'PUT',
    path: '/api/premium/passport',
    auth: 'user',
    delivery: 'online',
    summary: 'Sets the Pasaporte place (premium only)',
    ...shape<PassportResponse, PassportInput>(),
  },
  clearPassport: {
    method: 'DELETE',
    path: '/api/premium/passport',
    auth: 'user',
    delivery: 'online',
    summary: 'Back to the saved location',
    ...shape<PassportResponse>(),
  },
  boost: {
    method: 'GET',
    path: '/api/premium/boost',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's monthly boost",
    ...shape<BoostResponse>(),
  },
  startBoost: {
    method: 'POST',
    path: '/api/premium/boost',
    auth: 'user',
    delivery: 'online',
    summary: "Starts this month's 30-minute boost (premium only)",
    ...shape<BoostResponse>(),
  },
})
