import { useEffect, useState } from 'react'
import { useDatabase } from '../../../db'
import { observeFoundReports, type ListedFoundReport } from './found-reports.repo'

/** The replicated found reports with the user's queued ones, live ([] until the first read). */
export function useFoundReports(): ListedFoundReport[] {
  const database = useDatabase()
  const [reports, setReports] = useState<ListedFoundReport[]>([])
  useEffect(() => {
    if (!database) return
    const subscription = observeFoundReports(database).subscribe({
      next: setReports,
      // A failed local query leaves the tab with the alerts it has.
      error: (error: unknown) => console.warn('found reports:', error),
    })
    return () => subscription.unsubscribe()
  }, [database])
  return reports
}
