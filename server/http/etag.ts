import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Entity tags: the one test of If-None-Match (RFC 9110 §13.1.2, weak comparison) and the
 * answer of a signed-in JSON read that a client asks for again and again.
 */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (typeof header !== 'string') return false
  const bare = (value: string) => value.trim().replace(/^W\//, '')
  return header.split(',').some((value) => value.trim() === '*' || bare(value) === bare(etag))
}

/** A strong tag of the exact bytes: 16 bytes of SHA-1, base64url. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

/**
 * A per-user JSON answer, tagged by its bytes: a repeat with the same tag gets 304 and no
 * body. `private, no-cache`: a browser keeps it for this user alone and asks every time (so
 * the answer is never stale), and the answer to that question is 304 while nothing changed.
 * The tag is of the body, so whatever the answer depends on (new pets, swipes, boosts, the
 * clock) changes the tag exactly when it changes the answer.
 */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): FastifyReply {
  // Encoded once: the hash and the socket take the same bytes (a string would be encoded twice).
  const body = Buffer.from(JSON.stringify(payload))
  const etag = etagOf(body)
  reply.header('Cache-Control', 'private, no-cache').header('ETag', etag)
  if (matchesEtag(request, etag)) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(body)
}
