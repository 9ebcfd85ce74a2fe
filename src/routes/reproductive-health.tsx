import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { LazyReproductiveHealthPage } from '../features/cycles'

// The route file stays thin: the screen lives in features/cycles, a chunk of its own that loads
// while the spinner paints (LazyReproductiveHealthPage).
export const Route = createFileRoute('/reproductive-health')({
  beforeLoad: requireUser,
  component: LazyReproductiveHealthPage,
})
