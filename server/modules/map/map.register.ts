import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { findProjectRoot } from '../../config.js'
import { errorCodes } from '../../contract/error-codes.js'
import { staticMapMessages } from '../../contract/static-map.js'
import { configRoutes } from './config.routes.js'
import { registerMapRoutes } from './map.routes.js'

/**
 * The map: GET /api/config (what the client reads at start) under /api, and the map's own data,
 * tiles and static pictures at /map/, which `serveMap` registers at the root after the API.
 */
export function registerMap(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps
  // A list of lost pets draws a few pictures, a page of them some dozens: 300 new ones (the
  // default) in ten minutes per address leave room for browsing, not for making the server
  // draw the world.
  const staticMapLimit = deps.rateLimits.paired({
    name: 'static-map-draw',
    perIp: { points: config.staticMapDrawsPerIp, seconds: 600 },
    perAccount: { points: config.staticMapDrawsPerIp, seconds: 600 },
    code: errorCodes.tooManyRequests,
    message: staticMapMessages.tooMany,
  })
  return {
    routes: apiRoutes(configRoutes(config.map, config.market)),
    serveMap: () =>
      registerMapRoutes(app, {
        map: config.map,
        projectRoot: findProjectRoot(),
        consumeStaticMapDraw: (ip) => staticMapLimit.consumeIp(ip),
      }),
  }
}
