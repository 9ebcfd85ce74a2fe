import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { ProfilePage } from '../features/profile'

// The route file stays thin: the screen lives in features/profile (split into its own chunk).
export const Route = createFileRoute('/profile')({
  beforeLoad: requireUser,
  component: ProfilePage,
})
