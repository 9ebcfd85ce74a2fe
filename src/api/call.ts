import type { KyInstance, KyResponse, Options } from 'ky'
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type PathParams,
  type QueryOf,
} from '@contract/endpoint'
import { http } from './http'

/** What a call sends, as its endpoint declares it: params when the path has some, a body… */
export type CallInput<E extends Endpoint> = (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (undefined extends BodyOf<E> ? { json?: BodyOf<E> } : { json: BodyOf<E> }) &
  (undefined extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> }) &
  Pick<Options, 'headers' | 'signal' | 'timeout'> & {
    /** a REST client other than the app's `http`: a sync session's own, bound to its token */
    client?: KyInstance
    /** a multipart body (an upload), for an endpoint whose table declares no JSON body */
    form?: FormData
  }

/** The input is optional when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

const searchParamsOf = (query: unknown): Record<string, string> | undefined =>
  query === undefined
    ? undefined
    : Object.fromEntries(
        Object.entries(query as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [name, String(value)]),
      )

/** ky's prefixUrl ('/api') and the write queue take a path without '/api/'. */
const pathBelowApi = (endpoint: Endpoint, params?: Readonly<Record<string, string>>) =>
  fillPath(endpoint.path, params).replace(/^\/api\//, '')

/**
 * Sends `endpoint`'s request through the one REST client (`http`: token, timeout, the 401 rule)
 * and gives back the raw answer, for a caller that reads its headers or streams it.
 */
export function send<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<KyResponse> {
  const {
    params,
    json,
    query,
    form,
    client = http,
    ...options
  } = (input ?? {}) as {
    params?: Record<string, string>
    json?: unknown
    query?: unknown
    form?: FormData
    client?: KyInstance
  } & Options
  return client(pathBelowApi(endpoint, params), {
    ...options,
    method: endpoint.method,
    ...(json === undefined ? {} : { json }),
    ...(form === undefined ? {} : { body: form }),
    ...(query === undefined ? {} : { searchParams: searchParamsOf(query) }),
  })
}

/** Calls `endpoint` and answers its body, typed as the table says (nothing for a 204). */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<AnswerOf<E>> {
  const response = await send(endpoint, ...args)
  if (response.status === 204) return undefined as AnswerOf<E>
  return response.json<AnswerOf<E>>()
}

/** A write the client may queue: what the write queue (src/sync/write-queue.ts) sends. */
type QueuedEndpoint = Endpoint & { readonly delivery: 'queued' }

/**
 * `endpoint`'s request as the write queue keeps it (method, path below /api, body): a queued
 * write is sent later, by the queue, with its Idempotency-Key.
 */
export function queuedRequest<E extends QueuedEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): { method: Exclude<E['method'], 'GET'>; path: string; json?: BodyOf<E>; form?: FormData } {
  const { params, json, form } = (input ?? {}) as {
    params?: Record<string, string>
    json?: BodyOf<E>
    form?: FormData
  }
  return {
    method: endpoint.method as Exclude<E['method'], 'GET'>,
    path: pathBelowApi(endpoint, params),
    ...(json === undefined ? {} : { json }),
    ...(form === undefined ? {} : { form }),
  }
}
