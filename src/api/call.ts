import type { KyResponse, Options } from 'ky'
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
  Pick<Options, 'headers' | 'signal' | 'timeout'>

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

/**
 * Sends `endpoint`'s request through the one REST client (`http`: token, timeout, the 401 rule)
 * and gives back the raw answer, for a caller that reads its headers or streams it.
 */
export function send<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<KyResponse> {
  const { params, json, query, ...options } = (input ?? {}) as {
    params?: Record<string, string>
    json?: unknown
    query?: unknown
  } & Options
  // ky's prefixUrl ('/api') takes a path without its leading slash.
  const path = fillPath(endpoint.path, params).replace(/^\/api\//, '')
  return http(path, {
    ...options,
    method: endpoint.method,
    ...(json === undefined ? {} : { json }),
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
