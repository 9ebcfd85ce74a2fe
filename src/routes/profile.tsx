import { createFileRoute, Link } from '@tanstack/react-router'
import { Settings } from 'lucide-react'
import { requireUser } from '../features/auth/guards'
import { ComingSoon } from '../features/placeholder/ComingSoon'
import { shell } from '../i18n/es/shell'

// Placeholder until the profile issue builds this screen; settings (and logout) stay reachable.
export const Route = createFileRoute('/profile')({
  beforeLoad: requireUser,
  component: ProfileScreen,
})

function ProfileScreen() {
  const { title, description, settingsLink } = shell.screens.profile
  return (
    <ComingSoon title={title} description={description}>
      <Link
        to="/settings"
        className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
      >
        <Settings aria-hidden="true" className="h-4 w-4" />
        {settingsLink}
      </Link>
    </ComingSoon>
  )
}
