/**
 * The routes' beforeLoad guards. Route options run from the entry chunk (only a route's
 * component is split off), so these import nothing but the router and the session store: a
 * feature's index here would pull the feature into every first load.
 */
import { redirect } from '@tanstack/react-router'
import { sessionStore } from './session-store'

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

/**
 * beforeLoad of /chat. Spec §6: the chat list sends a visitor to /login — unlike the other
 * signed-in screens, whose guard (requireUser) sends visitors to the landing page.
 */
export function requireUserOrLogin(): void {
  if (!sessionStore.getState().user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect protocol
    throw redirect({ to: '/login', replace: true })
  }
}
