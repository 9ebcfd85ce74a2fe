import { redirect } from '@tanstack/react-router'
import { sessionStore } from '../../session/session-store'

/** beforeLoad for signed-in routes: visitors go to the landing page. */
export function requireUser(): void {
  if (!sessionStore.getState().user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
    throw redirect({ to: '/', replace: true })
  }
}

/** beforeLoad for /login and /register: a signed-in user goes home. */
export function requireVisitor(): void {
  if (sessionStore.getState().user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
    throw redirect({ to: '/', replace: true })
  }
}
