import { z } from 'zod'
import type { RoutedEndpoint } from '../contract/endpoint-schemas.js'
import { openApiEndpoints } from '../contract/openapi.endpoints.js'
import type { ApiRoutes } from './api-scope.js'
import { apiTables } from './api-tables.js'
import { route } from './route.js'

type JsonSchema = Record<string, unknown>

/** A request part's JSON Schema as a client must send it (before transforms and defaults). */
const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A transform or a custom check has no JSON Schema: it shows as "anything" there, and the
    // server still enforces it.
    unrepresentable: 'any',
  })
  // The dialect is the document's own (jsonSchemaDialect), not repeated in every schema.
  delete json.$schema
  return json
}

const ERROR_ANSWER: JsonSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'kebab-case code' },
    message: { type: 'string', description: 'Spanish text for the user' },
  },
}

/** '/api/matches/:id/read' → '/api/matches/{id}/read' */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

function parametersOf(endpoint: RoutedEndpoint): JsonSchema[] {
  const parameters: JsonSchema[] = []
  const paramsSchema = endpoint.params ? jsonSchemaOf(endpoint.params) : undefined
  const paramProperties = (paramsSchema?.properties ?? {}) as Record<string, JsonSchema>
  for (const [, name = ''] of endpoint.path.matchAll(/:(\w+)/g)) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: paramProperties[name] ?? { type: 'string' },
    })
  }
  if (endpoint.query) {
    const query = jsonSchemaOf(endpoint.query)
    const required = new Set((query.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries((query.properties ?? {}) as JsonSchema)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema })
    }
  }
  return parameters
}

function operationOf(name: string, endpoint: RoutedEndpoint): JsonSchema {
  const operation: JsonSchema = {
    operationId: name,
    summary: endpoint.summary,
    'x-delivery': endpoint.delivery,
    security: endpoint.auth === 'user' ? [{ bearer: [] }] : [],
    parameters: parametersOf(endpoint),
    responses: {
      // The answers are TypeScript types in the contract, not schemas: named, not described.
      '2XX': { description: 'Success (the answer type is named in the contract file)' },
      '4XX': {
        description: 'A client mistake or a refusal',
        content: { 'application/json': { schema: ERROR_ANSWER } },
      },
    },
  }
  if (endpoint.body) {
    operation.requestBody = {
      required: !endpoint.body.safeParse(undefined).success,
      content: { 'application/json': { schema: jsonSchemaOf(endpoint.body) } },
    }
  }
  return operation
}

/**
 * The OpenAPI 3.1 document of `tables` (a name per operation: the module's and the entry's,
 * 'subscription.upgrade'), for testers and other clients.
 */
export function openApiDocument(
  tables: Readonly<Record<string, Readonly<Record<string, RoutedEndpoint>>>>,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const [module, table] of Object.entries(tables)) {
    for (const [name, endpoint] of Object.entries(table)) {
      const path = (paths[openApiPath(endpoint.path)] ??= {})
      path[endpoint.method.toLowerCase()] = operationOf(`${module}.${name}`, endpoint)
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Huellitas API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  }
}

/** GET /api/openapi.json, public: the document of every table, built on the first call. */
export function openApiRoutes(): ApiRoutes {
  let document: JsonSchema | undefined
  return (api) => {
    route(api, openApiEndpoints.document, () => (document ??= openApiDocument(apiTables)))
    return Promise.resolve()
  }
}
