import type { Observable } from 'rxjs'
import type { HuellitasDatabase } from '../../../db'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import type { WithSyncState } from '../../../sync'
import { documentsOf, withPending } from '../lost-pets.repo'

/**
 * The found-pets feature's access to RxDB: the replicated `foundReports` collection (reports
 * near the user's place, and their own) with the user's queued reports laid over it, so one
 * made offline shows at once, marked pending, and becomes the server's copy when it arrives.
 */
export const FOUND_REPORTS = 'foundReports'

export type ListedFoundReport = WithSyncState<FoundReportDoc>

export function observeFoundReports(database: HuellitasDatabase): Observable<ListedFoundReport[]> {
  return withPending(
    documentsOf<FoundReportDoc>(() => database.foundReports.find()),
    FOUND_REPORTS,
  )
}
