import { DEMO_ACCOUNTS } from '../../server/modules/demo/demo-accounts.js'

/** The demo accounts a server started with DEMO_DATA=1 holds, as the login form takes them. */
function credentials(index: 0 | 1): { email: string; password: string } {
  const { email, password } = DEMO_ACCOUNTS[index]
  return { email, password }
}

/** Ana Martínez, three pets. */
export const ANA = credentials(0)
/** Carlos Rivera, two pets. */
export const CARLOS = credentials(1)
