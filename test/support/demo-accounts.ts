import type { AuthResponse } from '@contract/auth.contract'
import type { PetDoc } from '@contract/pets.contract'
import { DEMO_ACCOUNTS } from '../../server/modules/demo/demo-accounts.js'
import { call } from './api'

/** The demo accounts a server started with DEMO_DATA=1 holds, as the login form takes them. */
function credentials(index: 0 | 1): { email: string; password: string } {
  const { email, password } = DEMO_ACCOUNTS[index]
  return { email, password }
}

/** Ana Martínez, three pets. */
export const ANA = credentials(0)
/** Carlos Rivera, two pets. */
export const CARLOS = credentials(1)

/** A demo account signed in over the API: its token and its pets (server with DEMO_DATA=1). */
export async function demoSession(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ token: string; pets: PetDoc[] }> {
  const login = await call<AuthResponse>(baseUrl, 'POST', '/api/auth/login', { json: account })
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`)
  const { token } = login.body
  const pets = await call<{ pets: PetDoc[] }>(baseUrl, 'GET', '/api/pets/my-pets', { token })
  return { token, pets: pets.body.pets }
}
