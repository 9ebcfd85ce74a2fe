import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { LazyPremiumPage } from '../features/premium'

export const Route = createFileRoute('/premium')({
  beforeLoad: requireUser,
  component: LazyPremiumPage,
})
