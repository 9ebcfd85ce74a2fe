import { lazy, Suspense, useId } from 'react'
import { CalendarDays, Clock, Gift, MapPin, ScanEye } from 'lucide-react'
import type { UrgencyLevel } from '@contract/lost-pets.messages'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { ReportPhoto } from './ReportPhoto'
import { StaticMap } from '../map'
import { PendingBadge } from '../offline'
import { ageOf, daysLost } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'
import { AlertSightings } from './AlertSightings'
import { LostPetCardActions, type CardActionHandlers } from './LostPetCardActions'
import { LOST_PET_CARD_MAP_HEIGHT } from './lost-pet-card-map'

// Only the owner's own active alert shows it, and what it lists comes from a request anyway:
// its code waits for that card instead of weighing on every visit to the list.
const AlertCandidates = lazy(() =>
  import('./found/AlertCandidates').then((module) => ({ default: module.AlertCandidates })),
)

/**
 * One alert on /lost-pets (spec §2): urgency bar and label, photo, a fixed map of the last-seen
 * place (zoom 15; 'Ubicación no disponible' without coordinates), place, how long ago and the
 * last-seen time, reward, description, views and days lost ('Hoy' on the first day), and the
 * actions. An alert or change not yet on the server is marked pending.
 */
export const URGENCY_STYLE: Record<UrgencyLevel, { bar: string; chip: string }> = {
  critical: { bar: 'bg-red-600', chip: 'bg-red-100 text-red-800' },
  high: { bar: 'bg-orange-500', chip: 'bg-orange-100 text-orange-800' },
  medium: { bar: 'bg-amber-400', chip: 'bg-amber-100 text-amber-900' },
  low: { bar: 'bg-green-500', chip: 'bg-green-100 text-green-800' },
}

interface LostPetCardProps extends CardActionHandlers {
  pet: ListedLostPet
  now: number
  /** the viewer reported the alert or owns the pet (§6) */
  isMine: boolean
  /** 'Enviar mensaje' is opening this alert's conversation */
  isOpening: boolean
  /** a message for the page's notice (the reunion's thanks outlives the card's tab) */
  onNotice: (message: string) => void
}

export function LostPetCard({
  pet,
  now,
  isMine,
  isOpening,
  onNotice,
  ...handlers
}: LostPetCardProps) {
  const nameId = useId()
  const age = ageOf(pet.createdAt, now)
  const lost = daysLost(pet, now)
  const style = URGENCY_STYLE[pet.urgencyLevel]
  return (
    <article
      aria-labelledby={nameId}
      // Focusable from code only: a notification's link brings the card into view (use-focus-alert).
      tabIndex={-1}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 focus:ring-2 focus:ring-brand-500 focus:outline-none"
    >
      <div className={`h-1.5 ${style.bar}`} aria-hidden="true" />
      <div className="p-3">
        <div className="flex gap-3">
          <ReportPhoto path={pet.photos} alt={t.card.photoAlt(pet.name)} size="card" tone="lost" />
          <div className="min-w-0 flex-1">
            <div className="flex items-start gap-2">
              <h2 id={nameId} className="min-w-0 flex-1 truncate text-lg font-bold text-gray-900">
                {pet.name}
              </h2>
              {pet.syncState === 'pending' ? <PendingBadge /> : null}
            </div>
            {pet.breed ? <p className="truncate text-sm text-gray-600">{pet.breed}</p> : null}
            <p
              className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${style.chip}`}
            >
              {pet.status === 'found' ? t.card.found : t.urgency[pet.urgencyLevel]}
            </p>
            <p className="mt-1 flex items-center gap-1 text-xs text-gray-600">
              <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span>
                {'hours' in age ? t.card.hoursAgo(age.hours) : t.card.daysAgo(age.days)}
                {pet.lastSeenTime ? ` · ${t.card.lastSeenAt(pet.lastSeenTime)}` : ''}
              </span>
            </p>
          </div>
        </div>
        <div className="mt-3">
          <StaticMap
            latitude={pet.latitude}
            longitude={pet.longitude}
            place={pet.lastSeenLocation || pet.name}
            height={LOST_PET_CARD_MAP_HEIGHT}
          />
        </div>
        <p className="mt-2 flex items-start gap-1 text-sm text-gray-800">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span className="min-w-0 break-words">{pet.lastSeenLocation || t.card.noLocation}</span>
        </p>
        {pet.reward ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-green-700">
            <Gift aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t.card.reward(pet.reward)}
          </p>
        ) : null}
        <p className="mt-2 line-clamp-3 text-sm break-words text-gray-700">{pet.description}</p>
        <p className="mt-2 flex items-center gap-3 text-xs text-gray-500">
          <span className="inline-flex items-center gap-1">
            <ScanEye aria-hidden="true" className="h-3.5 w-3.5" />
            {t.card.views(pet.views)}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
            {t.card.daysLost(lost)}
          </span>
        </p>
        <AlertSightings lostPetId={pet.id} />
        {/* The server scores candidates of alerts it holds: not of one still in the queue. */}
        {isMine && pet.status === 'active' && pet.syncState !== 'pending' ? (
          <Suspense fallback={null}>
            <AlertCandidates alertId={pet.id} petName={pet.name} onReunited={onNotice} />
          </Suspense>
        ) : null}
        <LostPetCardActions pet={pet} isMine={isMine} isOpening={isOpening} {...handlers} />
      </div>
    </article>
  )
}
