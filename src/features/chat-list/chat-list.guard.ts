import { redirect } from '@tanstack/react-router'
import { sessionStore } from '../../session/session-store'

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
