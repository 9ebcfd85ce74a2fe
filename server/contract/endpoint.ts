/**
 * The zod-free half of an endpoint table: what the client needs at run time to call a route
 * (method, path) and the types of its body, query and answer, which cost nothing at run time.
 * A module's `<module>.endpoints.ts` declares its routes with `endpoints({...})`; its
 * `<module>.endpoint-schemas.ts` adds the zod schemas the server validates with and the OpenAPI
 * document shows (the same split as `*.messages.ts` and `*.contract.ts`: zod stays out of the
 * client's first load).
 *
 * - `auth`: 'user' needs a session's bearer token; 'none' is open to strangers.
 * - `delivery`: 'read' (a GET), 'online' (a write that needs the network now, never queued) or
 *   'queued' (a write the client may keep in its outbox and send later with its idempotency key).
 */
/** Where every endpoint's path starts: the REST client's prefix and the write queue's base. */
export const API_PREFIX = '/api'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type EndpointAuth = 'user' | 'none'
export type Delivery = 'read' | 'online' | 'queued'

/** The type-only part: never set at run time (see `shape`). */
export interface EndpointTypes<Answer, Body, Query> {
  answer: Answer
  body: Body
  query: Query
}

export interface Endpoint<Answer = unknown, Body = unknown, Query = unknown> {
  readonly method: HttpMethod
  /** with the /api prefix and Fastify's `:name` parameters: '/api/matches/:id/read' */
  readonly path: string
  readonly auth: EndpointAuth
  readonly delivery: Delivery
  /** one line for the OpenAPI document */
  readonly summary: string
  readonly types?: EndpointTypes<Answer, Body, Query>
}

/**
 * The answer, body and query types of an endpoint, spread into its entry:
 * `...shape<PassportResponse, PassportInput>()`. `undefined` means "none": no body is sent.
 */
export function shape<Answer, Body = undefined, Query = undefined>(): {
  types?: EndpointTypes<Answer, Body, Query>
} {
  return {}
}

/** A module's table; `const` keeps each path a literal type, from which its params come. */
export function endpoints<const Table extends Record<string, Endpoint>>(table: Table): Table {
  return table
}

export type AnswerOf<E> = E extends { types?: EndpointTypes<infer A, unknown, unknown> } ? A : never
export type BodyOf<E> = E extends { types?: EndpointTypes<unknown, infer B, unknown> } ? B : never
export type QueryOf<E> = E extends { types?: EndpointTypes<unknown, unknown, infer Q> } ? Q : never

/** '/api/matches/:id/read' → { id: string }. */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string>
  : Path extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & PathParams<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, string>

/** The path with each `:name` replaced by its value, encoded; a missing value is a bug. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: no value for :${name}`)
    return encodeURIComponent(value)
  })
}
