import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../session/use-session'
import { FullScreenSpinner } from '../../ui/Spinner'

export interface PetSearch {
  /** Set when the visit comes from a scanned QR code (`?qr=true`). */
  qr?: boolean
}

/** QR codes in the wild may carry `qr=true`, `qr=1` or a quoted string: accept all of them. */
function validatePetSearch(search: Record<string, unknown>): PetSearch {
  const { qr } = search
  return qr === true || qr === 1 || qr === 'true' || qr === '1' ? { qr: true } : {}
}

// Two screens behind one url, each its own chunk: a signed-in user gets the pet's profile
// (spec §4, with qr=true from a code), a visitor without an account the public page a pet's
// QR code promises (no session, no offline engine: it stays as small as /perdidos/{id}).
const PetProfilePage = lazy(() =>
  import('../../features/pet-profile/PetProfilePage').then((module) => ({
    default: module.PetProfilePage,
  })),
)
const PublicPetPage = lazy(() => import('../../features/public-pet/PublicPetPage'))

export const Route = createFileRoute('/pet/$petId')({
  validateSearch: validatePetSearch,
  component: PetScreen,
})

function PetScreen() {
  const { petId } = Route.useParams()
  const { qr } = Route.useSearch()
  const { user } = useSession()
  // Keyed by pet: going from one profile to another starts from a clean screen.
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {user ? (
        <PetProfilePage key={petId} petId={petId} isFromQr={qr === true} />
      ) : (
        <PublicPetPage key={petId} petId={petId} />
      )}
    </Suspense>
  )
}
