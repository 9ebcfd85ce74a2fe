import { createHash } from 'node:crypto'
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

/** A visitor's words in a notification stay short: the panel shows two lines. */
export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * A visitor's post, in the order that keeps a refused one harmless: the body is checked first
 * (a refusal changes nothing and costs nothing), then `count` charges the visitor's rate limit,
 * and only then is the row looked up and anything sent. With it comes the post's key (see
 * visitorPostKey), `scope` naming the kind of post.
 */
export async function acceptVisitorPost<Schema extends z.ZodType, Row extends { id: string }>(
  scope: string,
  schema: Schema,
  body: unknown,
  count: () => Promise<void>,
  row: () => Promise<Row>,
): Promise<{ input: z.output<Schema>; row: Row; postKey: string | null }> {
  const input = parseInput(schema, body)
  await count()
  const found = await row()
  return { input, row: found, postKey: visitorPostKey(scope, found.id, body, input) }
}

/**
 * The charge of one post against the visitor's address and against the page (`scope` keeps a
 * pet's counter apart from an alert's), so that many addresses cannot flood one owner either.
 */
export const visitorCharge =
  (limit: Pick<PairedLimit, 'consume'>, scope = '') =>
  (request: Pick<FastifyRequest, 'ip'>, id: string) =>
  () =>
    limit.consume(request.ip, `${scope}${id.slice(0, 64)}`)

/** A form key: what the visitor forms send (a UUID), or any similar token. */
const FORM_KEY = /^[A-Za-z0-9_-]{8,100}$/

/**
 * The one write a visitor's post is: the same form key with the same words is the same post (a
 * double submit, a resend after a cut answer), so it is stored and delivered once. The key comes
 * with the page (one per render), so a second, different post from the same page is a write of
 * its own. Null for a post without a key: each such post is new.
 */
export function visitorPostKey(
  scope: string,
  id: string,
  body: unknown,
  input: unknown,
): string | null {
  const key = body && typeof body === 'object' ? (body as { formKey?: unknown }).formKey : null
  if (typeof key !== 'string' || !FORM_KEY.test(key)) return null
  return createHash('sha256')
    .update(JSON.stringify([scope, id, key, input]))
    .digest('hex')
}

/** A row id made from a post's key (a UUID's shape, as the rows' own ids). */
export function idFromPostKey(postKey: string): string {
  const h = postKey
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}
