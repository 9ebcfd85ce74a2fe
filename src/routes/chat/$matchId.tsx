import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

// Placeholder until the chat issue builds this screen. The shell hides its header and bottom
// navigation here (the chat draws its own), so the placeholder must offer the way back.
export const Route = createFileRoute('/chat/$matchId')({
  beforeLoad: requireUser,
  component: ChatScreen,
})

function ChatScreen() {
  const { title, description, backToMatches } = shell.screens.chat
  return (
    <div className="pt-[env(safe-area-inset-top)]">
      <ComingSoon title={title} description={description}>
        <Link
          to="/matches"
          className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {backToMatches}
        </Link>
      </ComingSoon>
    </div>
  )
}
