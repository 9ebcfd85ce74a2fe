import type { AuthResponse, LoginInput, MeResponse, RegisterInput } from '@contract/auth.contract'
import { http } from '../../api/http'

export function login(input: LoginInput): Promise<AuthResponse> {
  return http.post('auth/login', { json: input }).json<AuthResponse>()
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return http.post('auth/register', { json: input }).json<AuthResponse>()
}

export function fetchMe(): Promise<MeResponse> {
  return http.get('auth/me').json<MeResponse>()
}

/** Revokes `token` on the server; the token is passed in because the session is already gone. */
export async function logout(token: string): Promise<void> {
  await http.post('auth/logout', { headers: { Authorization: `Bearer ${token}` } })
}

/**
 * Revokes every session of the user on the server, this device's included. Never queued: it
 * needs the network now (the caller says so when it is missing).
 */
export async function logoutEverywhere(): Promise<void> {
  await http.post('auth/logout-all')
}
