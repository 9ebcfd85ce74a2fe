import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { PetProfilePage } from '../../features/pet-profile'

export interface PetSearch {
  /** Set when the visit comes from a scanned QR code (`?qr=true`). */
  qr?: boolean
}

/** QR codes in the wild may carry `qr=true`, `qr=1` or a quoted string: accept all of them. */
function validatePetSearch(search: Record<string, unknown>): PetSearch {
  const { qr } = search
  return qr === true || qr === 1 || qr === 'true' || qr === '1' ? { qr: true } : {}
}

export const Route = createFileRoute('/pet/$petId')({
  validateSearch: validatePetSearch,
  beforeLoad: requireUser,
  component: PetScreen,
})

function PetScreen() {
  const { petId } = Route.useParams()
  const { qr } = Route.useSearch()
  // Keyed by pet: going from one profile to another starts from a clean screen.
  return <PetProfilePage key={petId} petId={petId} isFromQr={qr === true} />
}
