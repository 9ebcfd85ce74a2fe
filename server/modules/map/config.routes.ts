import type { FastifyPluginCallback } from 'fastify'
import type { MapConfig } from '../../config.js'
import type { ClientConfig } from '../../contract/map.contract.js'
import type { Market } from '../../contract/market.js'
import { healthEndpoints } from '../../contract/health.endpoints.js'
import { route } from '../../http/route.js'

/**
 * GET /api/config: the runtime settings the client reads at start (public: the map shows on
 * the login-free pages too), and the market prices are written for. Revalidated on every load, so a changed MAP_STYLE_URL or
 * GEOCODER_URL reaches clients on their next start, while the service worker can still keep
 * a copy for offline starts.
 */
export function configRoutes(map: MapConfig, market: Market): FastifyPluginCallback {
  const body: ClientConfig = { mapStyleUrl: map.styleUrl, geocoderUrl: map.geocoderUrl, market }
  return (app, _options, done) => {
    route(app, healthEndpoints.config, (_input, _request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(body),
    )
    done()
  }
}
