import { z } from 'zod'
import { requiredText } from './text-fields.js'

/**
 * The longest id the server stores or looks up: UUIDs (36 characters) and short demo ids.
 * Anything longer names nothing, so it never reaches a query: a path whose id is longer
 * matches no route (the router's `maxParamLength`, server/http/http-server.ts) and answers the
 * API's 404; a body or socket field that is longer fails its schema.
 */
export const ID_MAX_LENGTH = 100

/**
 * A client-made id (a device's crypto.randomUUID(): offline creates, and what makes a retried
 * create the same write): a UUID, stored and compared in lower case, so an upper-case copy of
 * an id names the same row instead of a second one.
 */
const CLIENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The client-made id of a create, in lower case; undefined when not a UUID. */
export function clientMadeId(value: string): string | undefined {
  const id = value.trim()
  return CLIENT_ID_PATTERN.test(id) ? id.toLowerCase() : undefined
}

/** A create's optional client-made id in a JSON body: refused with `message` unless a UUID. */
export const clientIdField = (message: string) =>
  z.string({ error: message }).transform((value, context) => {
    const id = clientMadeId(value)
    if (id === undefined) context.addIssue({ code: 'custom', message })
    return id ?? value
  })

/** An id the client names in a field (a service, a pet, an alert): letters, digits, _ and -. */
const FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A required id in a body or form field: refused with `message` when absent, blank or not an id. */
export const idField = (message: string) =>
  requiredText(message, 64).regex(FIELD_ID_PATTERN, message)
