import { foundPets as t } from '../../../i18n/es/found-pets'
import type { ListedFoundReport } from './found-reports.repo'
import { FoundReportCard } from './FoundReportCard'

/**
 * The 'Encontradas' tab's found reports, above the alerts marked found (their happy outcome),
 * which get a heading of their own when there are any.
 */
export function FoundReportsList({
  reports,
  userId,
  hasAlerts,
  focused,
  focusRef,
}: {
  reports: readonly ListedFoundReport[]
  userId: string | undefined
  hasAlerts: boolean
  /** the report to bring into view (the map's 'Ver en la lista'), and the ref that does it */
  focused?: string | undefined
  focusRef?: (item: HTMLLIElement | null) => void
}) {
  return (
    <>
      {reports.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t.list.label}>
          {reports.map((report) => (
            <li
              key={report.id}
              ref={report.id === focused ? focusRef : undefined}
              className="scroll-mt-4"
            >
              <FoundReportCard report={report} isMine={report.reporterId === userId} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasAlerts ? (
        <h2 className="mt-2 text-base font-bold text-gray-900">{t.list.reunitedAlerts}</h2>
      ) : null}
    </>
  )
}
