import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../features/auth'

// No requireVisitor: a signed-in user may open it too (e.g. to help someone else).
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
})
