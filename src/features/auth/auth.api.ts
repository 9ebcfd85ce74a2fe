import type { AuthResponse, LoginInput, MeResponse, RegisterInput } from '@contract/auth.contract'
import { authEndpoints as endpoints } from '@contract/auth.endpoints'
import { call, send } from '../../api/call'

export function login(input: LoginInput): Promise<AuthResponse> {
  return call(endpoints.login, { json: input })
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return call(endpoints.register, { json: input })
}

export function fetchMe(): Promise<MeResponse> {
  return call(endpoints.me)
}

/** Revokes `token` on the server; the token is passed in because the session is already gone. */
export async function logout(token: string): Promise<void> {
  await send(endpoints.logout, { headers: { Authorization: `Bearer ${token}` } })
}

/**
 * Revokes every session of the user on the server, this device's included. Never queued: it
 * needs the network now (the caller says so when it is missing).
 */
export async function logoutEverywhere(): Promise<void> {
  await send(endpoints.logoutAll)
}
