import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { LazyLostPetsPage } from '../features/lost-pets'

export interface LostPetsSearch {
  /** An alert to bring into view: notifications of an alert or a sighting link here. */
  alert?: string
  /** 'found': open 'Encontré una mascota' (the QR scanner's way in for a code it does not know) */
  report?: 'found'
}

function validateLostPetsSearch(search: Record<string, unknown>): LostPetsSearch {
  const { alert, report } = search
  return {
    ...(typeof alert === 'string' && alert !== '' ? { alert } : {}),
    ...(report === 'found' ? { report } : {}),
  }
}

// The route file stays thin: the screen lives in features/lost-pets, a chunk of its own that
// loads while the spinner paints (LazyLostPetsPage).
export const Route = createFileRoute('/lost-pets')({
  validateSearch: validateLostPetsSearch,
  beforeLoad: requireUser,
  component: LostPetsScreen,
})

function LostPetsScreen() {
  const { alert, report } = Route.useSearch()
  return <LazyLostPetsPage focusAlertId={alert} isReportingFound={report === 'found'} />
}
