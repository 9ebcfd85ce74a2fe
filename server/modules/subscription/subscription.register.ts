import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { SubscriptionServiceDeps } from './subscription.service.js'
import { createPaymentEventsRepository } from './payment-events.repository.js'
import { createPaymentProvider } from './payment-provider.js'
import { createPremiumBenefitsRepository } from './premium-benefits.repository.js'
import { premiumBenefitsRoutes } from './premium-benefits.routes.js'
import { createPremiumBenefitsService } from './premium-benefits.service.js'
import { subscriptionRoutes } from './subscription.routes.js'
import { createSubscriptionService } from './subscription.service.js'

export type SubscriptionDeps = AppDeps & Pick<SubscriptionServiceDeps, 'users' | 'swipes' | 'views'>

/** Premium: the upgrade and its payment provider (demo or Stripe), and the premium benefits. */
export function registerSubscription(_app: FastifyInstance, deps: SubscriptionDeps) {
  const { config } = deps
  const provider = createPaymentProvider(config.payment)
  const subscription = createSubscriptionService({
    provider,
    events: createPaymentEventsRepository(deps.database.db),
    users: deps.users,
    swipes: deps.swipes,
    views: deps.views,
  })
  const benefits = createPremiumBenefitsService({
    repository: createPremiumBenefitsRepository(deps.database.db),
  })
  return {
    routes: apiRoutes(
      subscriptionRoutes(subscription, provider, config.publicUrl),
      premiumBenefitsRoutes(benefits),
    ),
  }
}
