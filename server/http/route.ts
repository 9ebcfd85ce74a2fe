import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import { requireSession } from '../auth/auth.guard.js'
import type { Session } from '../auth/session.js'
import type { AnswerOf, PathParams } from '../contract/endpoint.js'
import type { RoutedEndpoint } from '../contract/endpoint-schemas.js'
import { sendCommitted, type Committed } from './queued-writes.js'
import { parseInput } from './validation.js'

const API_PREFIX = '/api'

type Parsed<Schema, Otherwise> = Schema extends z.ZodType ? z.output<Schema> : Otherwise

/** A request's parts as the endpoint's schemas parsed them, and the caller's session. */
export interface RouteInput<E extends RoutedEndpoint> {
  params: Parsed<E['params'], PathParams<E['path']>>
  query: Parsed<E['query'], undefined>
  body: Parsed<E['body'], undefined>
  session: E['auth'] extends 'user' ? Session : Session | null
}

/**
 * What a handler gives back: the endpoint's answer, or the reply it sent itself (a status
 * other than 200, a header, a stream).
 */
export type RouteHandler<E extends RoutedEndpoint> = (
  input: RouteInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply> | AnswerOf<E> | FastifyReply

/** Fastify's own options a route may add (a body limit, the group commit…); not its url. */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>

/**
 * Registers `endpoint` on the /api scope `api` as its table says: its method and path, public
 * when its auth is 'none', its params, query and body parsed with its schemas before the
 * handler runs (a mistake answers 400 with the schema's Spanish message, never 500).
 */
export function route<E extends RoutedEndpoint>(
  api: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  if (!endpoint.path.startsWith(`${API_PREFIX}/`)) {
    throw new Error(`${endpoint.path}: an endpoint's path starts with ${API_PREFIX}/`)
  }
  const isPublic = endpoint.auth === 'none'
  api.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    config: { ...options.config, public: isPublic },
    handler: (request, reply) => {
      const session = isPublic ? request.session : requireSession(request)
      const input = {
        params: endpoint.params ? parseInput(endpoint.params, request.params) : request.params,
        query: endpoint.query ? parseInput(endpoint.query, request.query ?? {}) : undefined,
        // An empty POST has no body at all: the schema decides whether that is allowed.
        body: endpoint.body ? parseInput(endpoint.body, request.body ?? undefined) : undefined,
        session,
      } as RouteInput<E>
      return handler(input, request, reply)
    },
  })
}

/**
 * A queued write's route (http/queued-writes.ts): `write` commits it in the group commit with
 * the request's Idempotency-Key (`request.writeTicket`), and the answer its key stored is sent,
 * marked as a replay when it is one.
 */
export function queuedRoute<E extends RoutedEndpoint>(
  api: FastifyInstance,
  endpoint: E,
  write: (input: RouteInput<E>, request: FastifyRequest) => Promise<Committed<unknown>>,
  options: RouteOptions = {},
): void {
  route(
    api,
    endpoint,
    async (input, request, reply) => sendCommitted(reply, await write(input, request)),
    { ...options, config: { ...options.config, groupCommit: true } },
  )
}
