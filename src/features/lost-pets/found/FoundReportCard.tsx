import { useId } from 'react'
import { CalendarDays, HeartHandshake, MapPin, Tag } from 'lucide-react'
import { foundPets as t } from '../../../i18n/es/found-pets'
import { ReportPhoto } from '../ReportPhoto'
import { StaticMap } from '../../map'
import { PendingBadge } from '../../offline'
import { LOST_PET_CARD_MAP_HEIGHT } from '../lost-pet-card-map'
import type { ListedFoundReport } from './found-reports.repo'

const calendarDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const dayOf = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed)
}

/**
 * A found report on the 'Encontradas' tab: photo, species and looks, where it is now, the place
 * (the privacy cell's centre for anyone but its author) on a fixed map, and when. The finder's
 * contact is never shown: the family reaches them through 'Es mi mascota' in the app.
 */
export function FoundReportCard({
  report,
  isMine,
}: {
  report: ListedFoundReport
  isMine: boolean
}) {
  const nameId = useId()
  const species = t.species[report.species]
  const looks = [
    report.breed,
    report.colours.map((colour) => t.colours[colour]).join(', '),
    report.size ? t.sizes[report.size] : null,
    report.sex ? t.sexes[report.sex] : null,
  ].filter(Boolean)
  const isReunited = report.status === 'reunited'
  return (
    <article
      aria-labelledby={nameId}
      // Focusable from script only: the map's 'Ver en la lista' lands here.
      tabIndex={-1}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100 focus:ring-2 focus:ring-brand-500 focus:outline-none"
    >
      <div className={`h-1.5 ${isReunited ? 'bg-green-500' : 'bg-sky-600'}`} aria-hidden="true" />
      <div className="p-3">
        <div className="flex gap-3">
          <ReportPhoto
            path={report.photos}
            alt={t.card.photoAlt(species)}
            size="card"
            tone="found"
          />
          <div className="min-w-0 flex-1">
            <div className="flex items-start gap-2">
              <h2
                id={nameId}
                className="min-w-0 flex-1 text-lg leading-tight font-bold break-words text-gray-900"
              >
                {t.card.title(species)}
              </h2>
              {report.syncState === 'pending' ? <PendingBadge /> : null}
            </div>
            <p className="text-sm break-words text-gray-600">{looks.join(' · ')}</p>
            <p
              className={`mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
                isReunited ? 'bg-green-100 text-green-800' : 'bg-sky-100 text-sky-800'
              }`}
            >
              {isReunited ? <HeartHandshake aria-hidden="true" className="h-3.5 w-3.5" /> : null}
              {isReunited ? t.card.reunited : t.whereabouts[report.whereabouts]}
            </p>
            {isMine ? (
              <p className="mt-1 text-xs font-semibold text-gray-500">{t.card.mine}</p>
            ) : null}
          </div>
        </div>
        <div className="mt-3">
          <StaticMap
            latitude={report.latitude}
            longitude={report.longitude}
            place={report.location || species}
            height={LOST_PET_CARD_MAP_HEIGHT}
          />
        </div>
        <p className="mt-2 flex items-start gap-1 text-sm text-gray-800">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" />
          <span className="min-w-0 break-words">
            {report.location}
            {report.placeDetail ? ` · ${report.placeDetail}` : ''}
          </span>
        </p>
        <p className="mt-1 flex items-center gap-1 text-xs text-gray-600">
          <CalendarDays aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t.card.foundOn(dayOf(report.foundDate), report.foundTime)}
        </p>
        {report.hasCollar ? (
          <p className="mt-1 flex items-center gap-1 text-xs text-gray-700">
            <Tag aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            {t.card.collar(report.collarText)}
          </p>
        ) : null}
        {report.description ? (
          <p className="mt-2 line-clamp-3 text-sm break-words text-gray-700">
            {report.description}
          </p>
        ) : null}
      </div>
    </article>
  )
}
