import { createFileRoute } from '@tanstack/react-router'
// The guard file directly, not the feature index: the index pulls in the REST client, and
// route options (unlike the component) stay in the entry chunk.
import { requireVisitor } from '../features/auth/guards'
import LoginPage from '../features/auth/LoginPage'

export const Route = createFileRoute('/login')({
  beforeLoad: requireVisitor,
  component: LoginPage,
})
