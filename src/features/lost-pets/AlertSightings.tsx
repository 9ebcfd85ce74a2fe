import { Phone } from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { StaticMap } from '../map'
import { PendingBadge } from '../offline'
import { useSightings } from './use-sightings'

const calendarDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** 'YYYY-MM-DD' as the reporter's calendar day, in Spanish (no time zone shift). */
export function dayOf(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed)
}

/**
 * The sightings of an alert on its card (spec §2 'Vi a esta mascota': the owner sees
 * where the pet was seen): each one's place on a fixed map, when, what was seen, and who to
 * call. Nothing is shown when this device holds no sightings of the alert.
 */
export function AlertSightings({ lostPetId }: { lostPetId: string }) {
  const sightings = useSightings(lostPetId)
  if (sightings.length === 0) return null
  return (
    <section
      className="mt-3 border-t border-gray-100 pt-3"
      aria-label={t.sightings.title(sightings.length)}
    >
      <h4 className="text-sm font-bold text-gray-900">{t.sightings.title(sightings.length)}</h4>
      <ul className="mt-2 flex flex-col gap-3">
        {sightings.map((sighting) => (
          <li key={sighting.id} className="rounded-xl bg-gray-50 p-2">
            <StaticMap
              latitude={sighting.latitude}
              longitude={sighting.longitude}
              place={t.sightings.place(sighting.location || sighting.contactName)}
              height={110}
            />
            <div className="mt-2 flex items-start gap-2">
              <p className="min-w-0 flex-1 text-sm font-semibold break-words text-gray-900">
                {sighting.location || t.card.noLocation}
              </p>
              {sighting.syncState === 'pending' ? <PendingBadge /> : null}
            </div>
            <p className="text-xs text-gray-600">
              {t.sightings.when(dayOf(sighting.date), sighting.time)}
            </p>
            <p className="mt-1 text-sm break-words text-gray-700">{sighting.description}</p>
            {/* The name wraps rather than being cut ('Reportado por Walker Pr…'); the phone
                goes under it when both do not fit. */}
            <p className="mt-1 flex flex-wrap items-center justify-between gap-x-2 text-xs text-gray-600">
              <span className="min-w-0 break-words">{t.sightings.by(sighting.contactName)}</span>
              <a
                href={`tel:${sighting.contactPhone.replace(/[^\d+]/g, '')}`}
                aria-label={t.sightings.call(sighting.contactName)}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Phone aria-hidden="true" className="h-4 w-4" />
                {sighting.contactPhone}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
