import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal'

// Open to visitors and signed-in users alike: no guard.
export const Route = createFileRoute('/terms')({
  component: () => <LegalPage document="terms" />,
})
