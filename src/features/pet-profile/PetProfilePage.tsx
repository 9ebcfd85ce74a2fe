import { lazy, Suspense, useState } from 'react'
import { ArrowLeft, MessageCircle, Pencil, QrCode } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import type { DiscoverPet } from '../discover'
import { useMyPets } from '../pets'
import { petProfile as t } from '../../i18n/es/pet-profile'
import { Spinner } from '../../ui/Spinner'
import { AnswerPanel } from './AnswerPanel'
import { OutcomeDialog } from './OutcomeDialog'
import { OwnerCard } from './OwnerCard'
import { PetDetails } from './PetDetails'
import { PhotoCarousel } from './PhotoCarousel'
import { usePetAnswer } from './use-pet-answer'
import { usePetProfile } from './use-pet-profile'
import type { ProfilePet } from './pet-profile.types'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

// Kept out of the profile's first load: the stored discover card (it fills in while the server
// is asked) and the comments sheet (only needed once asked for).
const StoredCardSource = lazy(() =>
  import('./StoredCardSource').then((module) => ({ default: module.StoredCardSource })),
)
// The area map brings maplibre: a chunk of its own, fetched when a profile with a place opens.
const PetAreaSection = lazy(() => import('./PetAreaSection'))
const CommentsSheet = lazy(() =>
  import('../comments/CommentsSheet').then((module) => ({ default: module.CommentsSheet })),
)

const PILL =
  'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-gray-200 hover:bg-gray-50'

interface PetProfilePageProps {
  petId: string
  /** opened from a scanned QR code (`?qr=true`) */
  isFromQr: boolean
}

/** /pet/{petId} (spec §2 'Pet profile'). */
export function PetProfilePage({ petId, isFromQr }: PetProfilePageProps) {
  const [storedCard, setStoredCard] = useState<DiscoverPet | null>(null)
  const state = usePetProfile(petId, storedCard)
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4 lg:max-w-4xl">
      <Suspense fallback={null}>
        <StoredCardSource petId={petId} onChange={setStoredCard} />
      </Suspense>
      <nav className="flex items-center justify-between gap-2">
        <Link to="/matches" className={PILL}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.back}
        </Link>
        {state.isOwnPet ? (
          <Link to="/edit-pet/$petId" params={{ petId }} className={PILL}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.edit}
          </Link>
        ) : null}
      </nav>
      {isFromQr ? (
        <p className="flex items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700">
          <QrCode aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t.fromQr}
        </p>
      ) : null}
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'error' ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p role="alert" className="text-sm text-red-700">
            {state.errorMessage ?? t.loadFailed}
          </p>
          <Button onClick={state.retry} size="sm">
            {t.retry}
          </Button>
        </div>
      ) : null}
      {state.pet ? (
        <LoadedProfile
          pet={state.pet}
          isOwnPet={state.isOwnPet}
          isStoredCopy={state.isStoredCopy}
        />
      ) : null}
    </div>
  )
}

function LoadedProfile({
  pet,
  isOwnPet,
  isStoredCopy,
}: {
  pet: ProfilePet
  isOwnPet: boolean
  isStoredCopy: boolean
}) {
  const { pets: myPets } = useMyPets()
  const answer = usePetAnswer(pet)
  const [isCommentsOpen, setIsCommentsOpen] = useState(false)
  const [hasOpenedComments, setHasOpenedComments] = useState(false)
  return (
    <>
      {isStoredCopy ? <Notice kind="offline">{t.storedCopy}</Notice> : null}
      {/* On a wide screen the photos sit beside the details, so the name is not below the fold. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-8">
        <div className="lg:sticky lg:top-4">
          <PhotoCarousel key={pet.id} photos={pet.photos} name={pet.name} />
        </div>
        <div className="flex flex-col gap-4">
          <PetDetails pet={pet} />
          {pet.owner ? <OwnerCard owner={pet.owner} isYou={isOwnPet} /> : null}
          {pet.latitude !== null && pet.longitude !== null ? (
            <Suspense fallback={null}>
              <PetAreaSection
                latitude={pet.latitude}
                longitude={pet.longitude}
                location={pet.location}
                isOwnPet={isOwnPet}
              />
            </Suspense>
          ) : null}
          <button
            type="button"
            onClick={() => {
              setHasOpenedComments(true)
              setIsCommentsOpen(true)
            }}
            className={`${PILL} self-start`}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t.answer.comments}
          </button>
          {isOwnPet ? null : (
            <AnswerPanel
              myPets={myPets}
              isBusy={answer.isBusy}
              onAnswer={(action, myPet) => void answer.answer(action, myPet)}
            />
          )}
        </div>
      </div>
      <OutcomeDialog notice={answer.notice} onClose={answer.closeNotice} />
      {hasOpenedComments ? (
        <Suspense fallback={null}>
          <CommentsSheet
            key={pet.id}
            petId={pet.id}
            petName={pet.name}
            isOpen={isCommentsOpen}
            onClose={() => setIsCommentsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
