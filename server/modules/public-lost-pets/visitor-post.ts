import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { parseInput } from '../../http/validation.js'

/**
 * What the two public pages (an alert's /perdidos/{id}, a pet's QR page) share: reading a row
 * by an id a stranger typed, the photos column, short notification texts, and a visitor's post
 * with its rate limit.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/

/** The row behind a public id; undefined for an id no row can have (never queried). */
export async function findPublic<Row>(
  id: string,
  find: (id: string) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  return ID.test(id) ? await find(id) : undefined
}

/** The same, for a request: a 404 with the page's Spanish message when there is no row. */
export async function requirePublic<Row>(
  id: string,
  find: (id: string) => Promise<Row | undefined>,
  notFound: string,
): Promise<Row> {
  const row = await findPublic(id, find)
  if (!row) throw new HttpError(404, errorCodes.notFound, notFound)
  return row
}

export function photoList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** A visitor's words in a notification stay short: the panel shows two lines. */
export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * A visitor's post, in the order that keeps a refused one harmless: the body is checked first
 * (a refusal changes nothing and costs nothing), then `count` charges the visitor's rate limit,
 * and only then is the row looked up and anything sent.
 */
export async function acceptVisitorPost<Schema extends z.ZodType, Row>(
  schema: Schema,
  body: unknown,
  count: () => Promise<void>,
  row: () => Promise<Row>,
): Promise<{ input: z.output<Schema>; row: Row }> {
  const input = parseInput(schema, body)
  await count()
  return { input, row: await row() }
}

/**
 * The charge of one post against the visitor's address and against the page (`scope` keeps a
 * pet's counter apart from an alert's), so that many addresses cannot flood one owner either.
 */
export const visitorCharge =
  (limit: Pick<PairedLimit, 'consume'>, scope = '') =>
  (request: FastifyRequest<{ Params: { id: string } }>) =>
  () =>
    limit.consume(request.ip, `${scope}${request.params.id.slice(0, 64)}`)
