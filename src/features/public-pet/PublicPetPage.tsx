import { HeartPulse, Phone, TriangleAlert } from 'lucide-react'
import type { VisitorFormsState } from '@contract/public-page'
import { publicLostPetPaths } from '@contract/public-lost-pets.messages'
import {
  publicPetPaths,
  type PublicPet,
  type PublicPetResponse,
} from '@contract/public-pets.messages'
import { publicAlert } from '../../i18n/es/public-alert'
import { publicPet as t } from '../../i18n/es/public-pet'
import { CONTENT_MARK } from '../../ui/content-mark'
import { AlertSightingForm } from '../public-alert'
import { RefusedWithoutForm, VisitorPage, VisitorPetCard } from '../visitor'
import { NotifyOwnerForm } from './NotifyOwnerForm'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const looksLikePhone = (text: string) => /^[\d\s+().-]{7,}$/.test(text)

/**
 * /pet/{id} for a visitor without an account: the page a pet's QR code opens (spec §3 url).
 * Photo, name, breed, what the owner chose to show (emergency information, their contact), and
 * 'Avisar al dueño'. A pet lost right now shows its alert and the alert's sighting form. The
 * server renders it with the pet (`initial`) and its forms' state; in the app it reads the pet.
 */
export default function PublicPetPage(props: {
  petId: string
  initial?: PublicPetResponse
  forms?: VisitorFormsState
  photoPreview?: string | null
}) {
  const { petId, initial, forms, photoPreview } = props
  return (
    <VisitorPage<PublicPetResponse>
      path={publicPetPaths.one(petId)}
      texts={t}
      initial={initial ? { kind: 'ok', body: initial } : undefined}
    >
      {(body) => <PetDetails pet={body.pet} forms={forms} photoPreview={photoPreview} />}
    </VisitorPage>
  )
}

function PetDetails({
  pet,
  forms,
  photoPreview,
}: {
  pet: PublicPet
  forms: VisitorFormsState | undefined
  photoPreview: string | null | undefined
}) {
  const photo = pet.photos[0]
  const alert = pet.activeAlert
  const emergency = [
    [t.medicalNeeds, pet.medicalNeeds],
    [t.allergies, pet.allergies],
    [t.vetPhone, pet.vetPhone],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  const species = publicAlert.species[pet.species] ?? pet.species
  return (
    <>
      <VisitorPetCard photo={photo} preview={photoPreview} alt={t.photoAlt(pet.name)}>
        <h1 elementtiming={CONTENT_MARK} className="text-2xl font-extrabold text-gray-900">
          {pet.name}
        </h1>
        <p className="text-gray-600">{[species, pet.breed].filter(Boolean).join(' · ')}</p>
        <p className="text-gray-800">{t.intro(pet.name)}</p>
      </VisitorPetCard>
      {alert ? (
        <section className="flex flex-col gap-2 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <TriangleAlert aria-hidden="true" className="h-5 w-5" />
            {t.lostTitle(pet.name)}
          </h2>
          <p className="text-sm">
            {t.lostSince(alert.lastSeenLocation, alert.lastSeenDate, alert.lastSeenTime)}
          </p>
          {alert.reward ? <p className="font-semibold">{t.reward(alert.reward)}</p> : null}
          <a
            href={publicLostPetPaths.page(alert.id)}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {t.seeAlert}
          </a>
        </section>
      ) : null}
      {emergency.length > 0 ? (
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="flex items-center gap-2 text-lg font-bold text-gray-900">
            <HeartPulse aria-hidden="true" className="h-5 w-5 text-red-600" />
            {t.emergencyTitle}
          </h2>
          <dl className="mt-2 flex flex-col gap-1.5 text-sm">
            {emergency.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-gray-700">{label}</dt>
                <dd className="break-words text-gray-900">
                  {label === t.vetPhone ? (
                    <a href={telHref(value)} className="underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {pet.ownerContact ? (
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="text-lg font-bold text-gray-900">{t.ownerContactTitle}</h2>
          {looksLikePhone(pet.ownerContact) ? (
            <a
              href={telHref(pet.ownerContact)}
              className="mt-2 flex min-h-11 items-center justify-center gap-2 rounded-xl border border-brand-600 px-4 py-2 font-semibold text-brand-700"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {pet.ownerContact}
            </a>
          ) : (
            <p className="mt-1 break-words text-gray-800">{pet.ownerContact}</p>
          )}
        </section>
      ) : null}
      <NotifyOwnerForm petId={pet.id} state={forms} />
      {alert ? (
        <AlertSightingForm
          alertId={alert.id}
          pagePath={publicPetPaths.page(pet.id)}
          state={forms}
        />
      ) : (
        <RefusedWithoutForm
          state={forms}
          form="sighting"
          typedLabel={publicAlert.sightingForm.typed}
        />
      )}
    </>
  )
}
