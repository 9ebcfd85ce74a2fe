import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { LazyLostPetsPage } from '../features/lost-pets/LazyLostPetsPage'

export interface LostPetsSearch {
  /** An alert to bring into view: notifications of an alert or a sighting link here. */
  alert?: string
}

function validateLostPetsSearch(search: Record<string, unknown>): LostPetsSearch {
  const { alert } = search
  return typeof alert === 'string' && alert !== '' ? { alert } : {}
}

// The route file stays thin: the screen lives in features/lost-pets, a chunk of its own that
// loads while the spinner paints (LazyLostPetsPage).
export const Route = createFileRoute('/lost-pets')({
  validateSearch: validateLostPetsSearch,
  beforeLoad: requireUser,
  component: LostPetsScreen,
})

function LostPetsScreen() {
  const { alert } = Route.useSearch()
  return <LazyLostPetsPage focusAlertId={alert} />
}
