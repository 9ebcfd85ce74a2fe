import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { SettingsPage } from '../features/settings/SettingsPage'

export const Route = createFileRoute('/settings')({
  beforeLoad: requireUser,
  component: SettingsPage,
})
