import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal'

// Open to visitors and signed-in users alike: no guard.
export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage document="privacy" />,
})
