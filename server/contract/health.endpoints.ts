import { endpoints, shape } from './endpoint.js'
import type { HealthResponse } from './health.contract.js'
import type { ClientConfig } from './map.contract.js'

/** The public reads every client and load balancer makes first. */
export const healthEndpoints = endpoints({
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    delivery: 'read',
    summary: 'Database and Redis state (503 only when the database is down)',
    ...shape<HealthResponse>(),
  },
  config: {
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    delivery: 'read',
    summary: 'Runtime settings the client reads at start: map style, geocoder, market',
    ...shape<ClientConfig>(),
  },
})
