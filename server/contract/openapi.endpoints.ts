import { endpoints, shape } from './endpoint.js'

/** The machine-readable list of every /api endpoint (built from the endpoint tables). */
export const openApiEndpoints = endpoints({
  document: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    delivery: 'read',
    summary: 'This document: every /api endpoint, OpenAPI 3.1',
    ...shape<Record<string, unknown>>(),
  },
})
