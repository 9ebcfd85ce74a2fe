import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  visitorFormNames,
  type RefusedForm,
  type VisitorFormName,
} from '../../contract/public-page.js'
import {
  visitorMessageSchema,
  visitorSightingSchema,
} from '../../contract/public-lost-pets.contract.js'
import { petNoticeSchema } from '../../contract/public-pets.contract.js'
import { HttpError } from '../../http/http-error.js'

/**
 * The visitor forms as plain HTML forms (no JavaScript): what each one's fields are, the body the
 * API would have received, and the same schema's checks field by field, so a refused form comes
 * back with each field's Spanish message under it and everything typed still in it.
 */
const FIELDS: Record<VisitorFormName, readonly string[]> = {
  sighting: ['location', 'date', 'time', 'description', 'name', 'phone'],
  message: ['message', 'name', 'phone'],
  notify: ['name', 'phone', 'message'],
}

const SCHEMAS: Record<VisitorFormName, z.ZodType> = {
  sighting: visitorSightingSchema,
  message: visitorMessageSchema,
  notify: petNoticeSchema,
}

/** A text field longer than any rule allows is refused by its rule; this only bounds memory. */
const MAX_FIELD_CHARS = 5_000

export interface PlainPost {
  form: VisitorFormName
  /** the API body: the form's fields and its key */
  body: Record<string, string>
}

/** The form a posted body is, or null for a body that is none of them. */
export function readPlainPost(raw: unknown): PlainPost | null {
  if (!raw || typeof raw !== 'object') return null
  const fields = raw as Record<string, unknown>
  const form = visitorFormNames.find((name) => name === fields._form)
  if (!form) return null
  const body: Record<string, string> = {}
  for (const name of [...FIELDS[form], 'formKey']) {
    const value = fields[name]
    if (typeof value === 'string') body[name] = value.slice(0, MAX_FIELD_CHARS)
  }
  return { form, body }
}

/** The schema's complaints, the first per field; null when the post passes. */
export function fieldErrors(post: PlainPost): Record<string, string> | null {
  const result = SCHEMAS[post.form].safeParse(post.body)
  if (result.success) return null
  const errors: Record<string, string> = {}
  let crossField: string | null = null
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && FIELDS[post.form].includes(field))
      errors[field] ??= issue.message
    else crossField ??= issue.message
  }
  if (Object.keys(errors).length === 0 && crossField) errors._form = crossField
  return errors
}

/** The refused form to show again: the fields as typed, with why. */
export function refusedForm(
  post: PlainPost,
  errors: Record<string, string>,
  message: string | null,
): RefusedForm {
  const values = Object.fromEntries(
    Object.entries(post.body).filter(([name]) => name !== 'formKey'),
  )
  const { _form: formProblem, ...fieldProblems } = errors
  return { form: post.form, values, errors: fieldProblems, message: message ?? formProblem ?? null }
}

/** The message of a refusal a service threw; anything else is the server's own failure. */
export function refusalOf(error: unknown): HttpError | null {
  return error instanceof HttpError && error.statusCode < 500 ? error : null
}

/**
 * Whether a plain form comes from this site. Browsers send Origin with every form POST; a post
 * from another site's page (cross-site request forgery) carries that site's origin, or at least
 * `Sec-Fetch-Site: cross-site`. A client that sends neither header is no browser page, and no
 * forgery vector: it is let through to the same checks and limits as the API.
 */
export function isSameOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  return allowed.includes(origin)
}
