import { HeartHandshake, MapPin } from 'lucide-react'
import type {
  PublicFoundReportDoc,
  PublicFoundReportResponse,
} from '@contract/found-reports.contract'
import { foundReportPaths } from '@contract/found-reports.messages'
import { publicFound as t } from '../../i18n/es/public-found'
import { longDay } from '../../i18n/calendar-day'
import { CONTENT_MARK } from '../../ui/content-mark'
import { ScamWarning } from '../../ui/ScamWarning'
import { VisitorPage, VisitorPetCard, VisitorPlace } from '../visitor'
import { buttonClassName } from '../../ui/Button'

/**
 * /encontrados/{id}: a found pet as anyone may see it, without an account: its photo and looks,
 * the approximate place (the privacy cell, never the exact one), when, and where the pet is
 * now. The finder's contact is never shown: an owner signs in to say 'Es mi mascota' and talk
 * to the finder in the app. The server renders it with the report (`initial`); in the app it
 * reads the report itself.
 */
export function PublicFoundPage(props: {
  id: string
  initial?: PublicFoundReportResponse
  photoPreview?: string | null
}) {
  const { id, initial, photoPreview } = props
  return (
    <VisitorPage<PublicFoundReportResponse>
      path={foundReportPaths.publicOne(id)}
      texts={t}
      initial={initial ? { kind: 'ok', body: initial } : undefined}
    >
      {(body) => <FoundDetails report={body.foundReport} photoPreview={photoPreview} />}
    </VisitorPage>
  )
}

/** 'Perro · mediano · macho · café, blanco · Mestizo': what is known of the pet's looks. */
function looksOf(report: PublicFoundReportDoc): string {
  return [
    report.size && t.sizes[report.size],
    report.sex && t.sexes[report.sex],
    report.colours.map((colour) => t.colours[colour] ?? colour).join(', '),
    report.breed,
  ]
    .filter(Boolean)
    .join(' · ')
}

function FoundDetails({
  report,
  photoPreview,
}: {
  report: PublicFoundReportDoc
  photoPreview: string | null | undefined
}) {
  const species = t.species[report.species] ?? report.species
  const isReunited = report.status === 'reunited'
  const looks = looksOf(report)
  return (
    <>
      <VisitorPetCard photo={report.photos[0]} preview={photoPreview} alt={t.photoAlt(species)}>
        <span
          className={`self-start rounded-full px-3 py-1 text-xs font-bold text-white ${isReunited ? 'bg-green-700' : 'bg-brand-700'}`}
        >
          {isReunited ? t.reunitedBadge : t.foundBadge}
        </span>
        <h1 elementtiming={CONTENT_MARK} className="text-2xl font-extrabold text-gray-900">
          {t.title(species)}
        </h1>
        {looks ? <p className="text-gray-600">{looks}</p> : null}
        {report.hasCollar ? <p className="text-gray-600">{t.collar(report.collarText)}</p> : null}
        <p className="text-gray-800">{report.description}</p>
        {isReunited ? (
          <p className="flex gap-2 rounded-xl bg-green-50 p-3 font-semibold text-green-800">
            <HeartHandshake aria-hidden="true" className="h-5 w-5 shrink-0" />
            {t.reunitedNote}
          </p>
        ) : null}
        <VisitorPlace
          icon={<MapPin aria-hidden="true" className="h-4 w-4" />}
          heading={t.foundAt}
          when={t.when(report.location, longDay(report.foundDate), report.foundTime.trim())}
          latitude={report.latitude}
          longitude={report.longitude}
          place={report.location}
        />
        <p className="text-xs text-gray-500">{t.approximate}</p>
        <h2 className="mt-2 font-semibold text-gray-900">{t.whereNow}</h2>
        <p className="text-gray-800">
          {[t.whereabouts[report.whereabouts] ?? report.whereabouts, report.placeDetail]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <ScamWarning>{t.scamWarning}</ScamWarning>
      </VisitorPetCard>
      {isReunited ? null : (
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="font-semibold text-gray-900">{t.isItYours}</h2>
          <p className="mt-1 text-sm text-gray-600">{t.signInHint}</p>
          <a href="/login" className={buttonClassName({ isFullWidth: true, className: 'mt-3' })}>
            {t.signIn}
          </a>
        </section>
      )}
    </>
  )
}
