import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { LazyLostPetsPage } from '../features/lost-pets/LazyLostPetsPage'

// The route file stays thin: the screen lives in features/lost-pets, a chunk of its own that
// loads while the spinner paints (LazyLostPetsPage).
export const Route = createFileRoute('/lost-pets')({
  beforeLoad: requireUser,
  component: LazyLostPetsPage,
})
