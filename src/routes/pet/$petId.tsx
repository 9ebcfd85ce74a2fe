import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

export interface PetSearch {
  /** Set when the visit comes from a scanned QR code (`?qr=true`). */
  qr?: boolean
}

/** QR codes in the wild may carry `qr=true`, `qr=1` or a quoted string: accept all of them. */
function validatePetSearch(search: Record<string, unknown>): PetSearch {
  const { qr } = search
  return qr === true || qr === 1 || qr === 'true' || qr === '1' ? { qr: true } : {}
}

// Placeholder until the pet-profile issue builds this screen.
export const Route = createFileRoute('/pet/$petId')({
  validateSearch: validatePetSearch,
  beforeLoad: requireUser,
  component: PetScreen,
})

function PetScreen() {
  const { qr } = Route.useSearch()
  const { title, description, fromQr } = shell.screens.pet
  return (
    <ComingSoon title={title} description={description}>
      {qr ? <p className="text-sm font-medium text-brand-700">{fromQr}</p> : null}
    </ComingSoon>
  )
}
