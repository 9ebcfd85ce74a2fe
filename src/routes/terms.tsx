import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/legal'

// Open to visitors and signed-in users alike: no guard.
export const Route = createFileRoute('/terms')({
  component: TermsPage,
})
