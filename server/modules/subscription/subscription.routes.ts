import type { FastifyPluginCallback, FastifyRequest } from 'fastify'
import { requireSession } from '../../auth/auth.guard.js'
import { errorCodes } from '../../contract/error-codes.js'
import {
  subscriptionMessages,
  upgradeSchema,
  type PaymentInfoResponse,
  type ReceivedLikesResponse,
  type UndoPassResponse,
  undoPassSchema,
  type UpgradeResponse,
} from '../../contract/subscription.contract.js'
import { HttpError } from '../../http/http-error.js'
import { parseInput } from '../../http/validation.js'
import { BadSignatureError, type PaymentProvider } from './payment-provider.js'
import type { SubscriptionService } from './subscription.service.js'

/** Return links of Checkout: PUBLIC_URL when set, else the address the user reached us at. */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`

/** /api/subscription and /api/premium (contract: subscription.contract.ts). */
export function subscriptionRoutes(
  service: SubscriptionService,
  provider: PaymentProvider,
  publicUrl: string | undefined,
): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/subscription', (request): PaymentInfoResponse => {
      requireSession(request)
      return { provider: provider.kind, currency: provider.currency }
    })
    app.post('/subscription/upgrade', async (request): Promise<UpgradeResponse> => {
      const session = requireSession(request)
      const input = parseInput(upgradeSchema, request.body)
      return service.upgrade(session.user, input, originOf(request, publicUrl))
    })
    app.get('/premium/likes', async (request): Promise<ReceivedLikesResponse> => {
      return service.receivedLikes(requireSession(request).user)
    })
    app.post('/premium/undo-pass', async (request): Promise<UndoPassResponse> => {
      const session = requireSession(request)
      return service.undoPass(session.user, parseInput(undoPassSchema, request.body))
    })

    if (provider.kind === 'stripe') {
      // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw.
      void app.register((webhook, _opts, next) => {
        webhook.removeContentTypeParser('application/json')
        webhook.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer' },
          (_request, body, parsed) => parsed(null, body),
        )
        webhook.post(
          '/subscription/stripe-webhook',
          { config: { public: true } },
          async (request): Promise<{ received: true; applied: boolean }> => {
            const raw = request.body
            if (!Buffer.isBuffer(raw)) {
              throw new HttpError(
                400,
                errorCodes.invalidBody,
                subscriptionMessages.signatureInvalid,
              )
            }
            const header = request.headers['stripe-signature']
            let outcome
            try {
              outcome = provider.verifyWebhook(raw, typeof header === 'string' ? header : undefined)
            } catch (error) {
              if (error instanceof BadSignatureError) {
                throw new HttpError(
                  400,
                  errorCodes.invalidSignature,
                  subscriptionMessages.signatureInvalid,
                )
              }
              throw error
            }
            const { applied } = await service.applyWebhook(outcome)
            return { received: true, applied }
          },
        )
        next()
      })
    }
    done()
  }
}
