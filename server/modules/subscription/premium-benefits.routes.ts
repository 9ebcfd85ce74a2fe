import type { FastifyPluginCallback } from 'fastify'
import { subscriptionTable as table } from '../../contract/subscription.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { PremiumBenefitsService } from './premium-benefits.service.js'

/** /api/premium/passport and /api/premium/boost (contract: premium.contract.ts). */
export function premiumBenefitsRoutes(service: PremiumBenefitsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.passport, ({ session }) => service.passport(session.user))
    route(app, table.setPassport, ({ session, body }) => service.setPassport(session.user, body))
    route(app, table.clearPassport, ({ session }) => service.clearPassport(session.user))
    route(app, table.boost, ({ session }) => service.boost(session.user))
    route(app, table.startBoost, ({ session }) => service.startBoost(session.user))
    done()
  }
}
