import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth'

// The link from the reset e-mail: /reset-password#token=… . The token sits in the fragment,
// which the browser keeps to itself (no server log, proxy or Referer sees it), so this route
// declares no search params; the page reads the fragment. Open to signed-in users too.
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
})
