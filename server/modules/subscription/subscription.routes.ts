import type { FastifyPluginCallback, FastifyRequest } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { subscriptionMessages } from '../../contract/subscription.contract.js'
import { subscriptionTable as table } from '../../contract/subscription.endpoint-schemas.js'
import { HttpError } from '../../http/http-error.js'
import { route } from '../../http/route.js'
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
    route(app, table.paymentInfo, () => ({
      provider: provider.kind,
      currency: provider.currency,
    }))
    route(app, table.upgrade, ({ session, body }, request) =>
      service.upgrade(session.user, body, originOf(request, publicUrl)),
    )
    route(app, table.receivedLikes, ({ session }) => service.receivedLikes(session.user))
    route(app, table.undoPass, ({ session, body }) => service.undoPass(session.user, body))

    if (provider.kind === 'stripe') {
      // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw.
      void app.register((webhook, _opts, next) => {
        webhook.removeContentTypeParser('application/json')
        webhook.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer' },
          (_request, body, parsed) => parsed(null, body),
        )
        route(webhook, table.stripeWebhook, async (_input, request) => {
          const raw = request.body
          if (!Buffer.isBuffer(raw)) {
            throw new HttpError(400, errorCodes.invalidBody, subscriptionMessages.signatureInvalid)
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
          return { received: true as const, applied }
        })
        next()
      })
    }
    done()
  }
}
