import type { FastifyPluginCallback } from 'fastify'
import { requireSession } from '../../auth/auth.guard.js'
import {
  passportSchema,
  type BoostResponse,
  type PassportResponse,
} from '../../contract/premium.contract.js'
import { parseInput } from '../../http/validation.js'
import type { PremiumBenefitsService } from './premium-benefits.service.js'

/** /api/premium/passport and /api/premium/boost (contract: premium.contract.ts). */
export function premiumBenefitsRoutes(service: PremiumBenefitsService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/premium/passport', async (request): Promise<PassportResponse> => {
      return service.passport(requireSession(request).user)
    })
    app.put('/premium/passport', async (request): Promise<PassportResponse> => {
      const { user } = requireSession(request)
      return service.setPassport(user, parseInput(passportSchema, request.body))
    })
    app.delete('/premium/passport', async (request): Promise<PassportResponse> => {
      return service.clearPassport(requireSession(request).user)
    })
    app.get('/premium/boost', async (request): Promise<BoostResponse> => {
      return service.boost(requireSession(request).user)
    })
    app.post('/premium/boost', async (request): Promise<BoostResponse> => {
      return service.startBoost(requireSession(request).user)
    })
    done()
  }
}
