import { authMessages } from '@contract/auth.contract'
import { serverMessages } from '@contract/errors'
import type { CallOptions } from '../support/api.js'

/**
 * What an attacker or a broken client can send to the auth endpoints. Each answer must be a
 * 4xx in the API's shape with a Spanish message, never a 500, and nothing may be written.
 */
export interface HostileCase {
  name: string
  request: CallOptions
  status: number
  error: string
  /** expected message; defaults to the generic invalid-body text */
  message?: string
}

export const valid = { name: 'Ana', email: 'ana@example.com', password: 'secreto1' }
const megabyte = 'a'.repeat(1024 * 1024)
const json = { 'content-type': 'application/json' }

const commonCases: HostileCase[] = [
  {
    name: 'malformed JSON',
    request: { body: '{"email": "a@b.co",', headers: json },
    status: 400,
    error: 'invalid-json',
  },
  {
    name: 'a __proto__ key',
    request: { body: '{"__proto__": {"admin": true}}', headers: json },
    status: 400,
    error: 'invalid-json',
  },
  {
    name: 'an empty JSON body',
    request: { body: '', headers: json },
    status: 400,
    error: 'invalid-body',
  },
  { name: 'no body at all', request: {}, status: 400, error: 'invalid-body' },
  {
    name: 'JSON null',
    request: { body: 'null', headers: json },
    status: 400,
    error: 'invalid-body',
  },
  { name: 'a JSON array', request: { json: [valid] }, status: 400, error: 'invalid-body' },
  {
    name: 'a JSON string',
    request: { json: 'ana@example.com' },
    status: 400,
    error: 'invalid-body',
  },
  {
    name: 'text/plain',
    request: { body: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } },
    status: 415,
    error: 'unsupported-media-type',
    message: serverMessages.unsupportedMediaType,
  },
  {
    name: 'a form post',
    request: {
      body: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    status: 415,
    error: 'unsupported-media-type',
    message: serverMessages.unsupportedMediaType,
  },
  {
    name: 'a garbage content type',
    request: { body: JSON.stringify(valid), headers: { 'content-type': ';;;' } },
    status: 415,
    error: 'unsupported-media-type',
    message: serverMessages.unsupportedMediaType,
  },
  {
    name: 'a 1 MB body',
    request: { json: { ...valid, name: megabyte } },
    status: 413,
    error: 'body-too-large',
    message: serverMessages.bodyTooLarge,
  },
  {
    name: 'a 1 MB password',
    request: { json: { ...valid, password: megabyte } },
    status: 413,
    error: 'body-too-large',
    message: serverMessages.bodyTooLarge,
  },
  {
    name: 'an invalid e-mail',
    request: { json: { ...valid, email: 'ana-at-example.com' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.emailInvalid,
  },
  {
    name: 'an e-mail as a number',
    request: { json: { ...valid, email: 12345 } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.emailRequired,
  },
  {
    name: 'an e-mail as an array',
    request: { json: { ...valid, email: ['ana@example.com'] } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.emailRequired,
  },
  {
    name: 'an e-mail as an object',
    request: { json: { ...valid, email: { $ne: '' } } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.emailRequired,
  },
  {
    name: 'a password as a number',
    request: { json: { ...valid, password: 123456 } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.passwordRequired,
  },
  {
    name: 'a password over 128 characters',
    request: { json: { ...valid, password: 'p'.repeat(129) } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.passwordTooLong,
  },
]

export const registerCases: HostileCase[] = [
  ...commonCases,
  {
    name: 'missing fields',
    request: { json: {} },
    status: 400,
    error: 'invalid-body',
    message: authMessages.nameRequired,
  },
  {
    name: 'a missing password',
    request: { json: { name: 'Ana', email: 'ana@example.com' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.passwordRequired,
  },
  {
    name: 'a blank name',
    request: { json: { ...valid, name: '   ' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.nameRequired,
  },
  {
    name: 'a name as an array',
    request: { json: { ...valid, name: ['Ana'] } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.nameRequired,
  },
  {
    name: 'a name too long',
    request: { json: { ...valid, name: 'n'.repeat(81) } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.nameTooLong,
  },
  {
    name: 'a short password',
    request: { json: { ...valid, password: '12345' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.passwordTooShort,
  },
  {
    name: 'a phone with letters',
    request: { json: { ...valid, phone: 'llámame' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.phoneInvalid,
  },
  {
    name: 'a phone as an object',
    request: { json: { ...valid, phone: { number: 1 } } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.phoneInvalid,
  },
]

export const loginCases: HostileCase[] = [
  ...commonCases,
  {
    name: 'missing fields',
    request: { json: {} },
    status: 400,
    error: 'invalid-body',
    message: authMessages.emailRequired,
  },
  {
    name: 'an empty password',
    request: { json: { email: 'ana@example.com', password: '' } },
    status: 400,
    error: 'invalid-body',
    message: authMessages.passwordRequired,
  },
]
