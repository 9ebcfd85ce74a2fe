import { Eye, Phone } from 'lucide-react'
import type { VisitorFormsState } from '@contract/public-page'
import {
  publicLostPetPaths,
  type PublicLostPet,
  type PublicLostPetResponse,
} from '@contract/public-lost-pets.messages'
import { publicAlert as t } from '../../i18n/es/public-alert'
import { CONTENT_MARK } from '../../ui/content-mark'
import { longDay } from '../../i18n/calendar-day'
import { RefusedWithoutForm, VisitorPage, VisitorPetCard, VisitorPlace } from '../visitor'
import { AlertMessageForm } from './AlertMessageForm'
import { AlertSightingForm } from './AlertSightingForm'
import { ScamWarning } from '../../ui/ScamWarning'

/**
 * /perdidos/{id}: an alert as anyone may see it, without an account (what the reporter
 * published: photos, name, description, the last-seen area, reward, their contact phone), with
 * a sighting form and a message to the owner. Share links and the flyer's QR point here. The
 * server renders it with the alert (`initial`) and its forms' state; in the app it reads the
 * alert itself.
 */
export function PublicAlertPage(props: {
  id: string
  initial?: PublicLostPetResponse
  forms?: VisitorFormsState
  photoPreview?: string | null
}) {
  const { id, initial, forms, photoPreview } = props
  return (
    <VisitorPage<PublicLostPetResponse>
      path={publicLostPetPaths.one(id)}
      texts={t}
      initial={initial ? { kind: 'ok', body: initial } : undefined}
    >
      {(body) => <AlertDetails pet={body.lostPet} forms={forms} photoPreview={photoPreview} />}
    </VisitorPage>
  )
}

function AlertDetails({
  pet,
  forms,
  photoPreview,
}: {
  pet: PublicLostPet
  forms: VisitorFormsState | undefined
  photoPreview: string | null | undefined
}) {
  const photo = pet.photos[0]
  const isFound = pet.status === 'found'
  return (
    <>
      <VisitorPetCard photo={photo} preview={photoPreview} alt={t.photoAlt(pet.name)}>
        <span
          className={`self-start rounded-full px-3 py-1 text-xs font-bold text-white ${isFound ? 'bg-green-700' : 'bg-red-600'}`}
        >
          {isFound ? t.foundBadge : t.lostBadge}
        </span>
        <h1 elementtiming={CONTENT_MARK} className="text-2xl font-extrabold text-gray-900">
          {pet.name}
        </h1>
        {pet.species || pet.breed ? (
          <p className="text-gray-600">
            {[pet.species && (t.species[pet.species] ?? pet.species), pet.breed]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {isFound ? (
          <p className="rounded-xl bg-green-50 px-3 py-2 font-semibold text-green-800">
            {t.reunited}
          </p>
        ) : null}
        <p className="text-gray-800">{pet.description}</p>
        {pet.reward ? (
          <p className="rounded-xl bg-amber-100 px-3 py-2 font-semibold text-amber-900">
            {t.reward(pet.reward)}
          </p>
        ) : null}
        <VisitorPlace
          icon={<Eye aria-hidden="true" className="h-4 w-4" />}
          heading={t.lastSeen}
          when={t.lastSeenAt(
            pet.lastSeenLocation,
            longDay(pet.lastSeenDate),
            pet.lastSeenTime.trim(),
          )}
          latitude={pet.latitude}
          longitude={pet.longitude}
          place={pet.lastSeenLocation}
        />
        <a
          href={`tel:${pet.contactPhone.replace(/[^\d+]/g, '')}`}
          className="mt-2 flex items-center justify-center gap-2 rounded-xl border border-brand-600 px-4 py-3 font-semibold text-brand-700"
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t.callOwner}: {pet.contactPhone}
        </a>
        <ScamWarning>{t.scamWarning}</ScamWarning>
      </VisitorPetCard>
      {isFound ? (
        <RefusedWithoutForm state={forms} form="sighting" typedLabel={t.sightingForm.typed} />
      ) : (
        <AlertSightingForm
          alertId={pet.id}
          pagePath={publicLostPetPaths.page(pet.id)}
          state={forms}
        />
      )}
      <AlertMessageForm alertId={pet.id} state={forms} />
    </>
  )
}
