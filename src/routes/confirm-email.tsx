import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../features/auth'

// The link from the 'Cambiar correo' mail: /confirm-email#token=… . As with /reset-password the
// token sits in the fragment, which no server log, proxy or Referer sees, so this route
// declares no search params. Open to visitors and signed-in users alike: the link may be opened
// on any device.
export const Route = createFileRoute('/confirm-email')({
  component: ConfirmEmailPage,
})
