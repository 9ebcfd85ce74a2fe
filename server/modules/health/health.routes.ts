import type { FastifyPluginCallback } from 'fastify'
import type { HealthService } from './health.service.js'

export function healthRoutes(health: HealthService): FastifyPluginCallback {
  return (app, _options, done) => {
    // 503 only when the database is down: without Redis a node still serves (rate limits fall
    // back to memory), so a load balancer should keep sending it traffic.
    app.get('/health', { config: { public: true } }, async (_request, reply) => {
      const report = await health.check()
      return reply
        .code(report.database.state === 'up' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(report)
    })
    done()
  }
}
