import { createFileRoute } from '@tanstack/react-router'
import { requireVisitor } from '../session/guards'
import { LoginPage } from '../features/auth'

export const Route = createFileRoute('/login')({
  beforeLoad: requireVisitor,
  component: LoginPage,
})
