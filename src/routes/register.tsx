import { createFileRoute } from '@tanstack/react-router'
import { requireVisitor } from '../session/guards'
import { RegisterPage } from '../features/auth'

export const Route = createFileRoute('/register')({
  beforeLoad: requireVisitor,
  component: RegisterPage,
})
