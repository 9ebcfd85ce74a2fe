import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { SettingsPage } from '../features/settings'

export const Route = createFileRoute('/settings')({
  beforeLoad: requireUser,
  component: SettingsPage,
})
