import type { FastifyPluginCallback } from 'fastify'
import { healthEndpoints } from '../../contract/health.endpoints.js'
import { route } from '../../http/route.js'
import type { HealthService } from './health.service.js'

export function healthRoutes(health: HealthService): FastifyPluginCallback {
  return (app, _options, done) => {
    // 503 only when the database is down: without Redis a node still serves (rate limits fall
    // back to memory), so a load balancer should keep sending it traffic.
    route(app, healthEndpoints.health, async (_input, _request, reply) => {
      const report = await health.check()
      return reply
        .code(report.database.state === 'up' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(report)
    })
    done()
  }
}
