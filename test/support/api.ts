import { randomBytes } from 'node:crypto'
import type { AuthResponse } from '@contract/auth.contract'

/** Small fetch helpers for talking to a real server the way the client does. */
export interface ApiResult<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface CallOptions {
  json?: unknown
  /** A raw body (string or bytes) sent as-is, for malformed input */
  body?: string
  headers?: Record<string, string>
  token?: string
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined = options.body
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = JSON.stringify(options.json)
  }
  const response = await fetch(new URL(path, baseUrl), { method, headers, body })
  const text = await response.text()
  let parsed: unknown = undefined
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`
}

export interface RegisteredUser extends AuthResponse {
  email: string
  password: string
}

export async function registerUser(
  baseUrl: string,
  overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {},
): Promise<RegisteredUser> {
  const input = {
    name: 'Ana Prueba',
    email: uniqueEmail(),
    password: 'secreto123',
    ...overrides,
  }
  const result = await call<AuthResponse>(baseUrl, 'POST', '/api/auth/register', { json: input })
  if (result.status !== 201) {
    throw new Error(`register failed with ${result.status}: ${result.text}`)
  }
  return { ...result.body, email: input.email, password: input.password }
}
