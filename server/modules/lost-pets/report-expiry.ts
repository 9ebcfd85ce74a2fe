/** What an expiry sweep reads and writes of one kind of report (lost-pet alerts, found reports). */
export interface ExpiringReports<Row> {
  /** Up to `limit` reports past their expiry at `now` that no sweep has sent yet. */
  unsweptExpired(now: string, limit: number): Promise<{ id: string }[]>
  find(id: string): Promise<Row | undefined>
  markSwept(ids: readonly string[]): Promise<void>
}

/**
 * Sends the expiry of up to `batch` reports past their date to the feeds: each is read again
 * and its audience refreshed (others' devices drop it), then the batch is marked swept so the
 * next sweep does not send it again. Answers how many were swept.
 */
export async function sweepExpiredReports<Row>(
  reports: ExpiringReports<Row>,
  refresh: (row: Row) => Promise<unknown>,
  now: string,
  batch: number,
): Promise<number> {
  const expired = await reports.unsweptExpired(now, batch)
  for (const { id } of expired) {
    const row = await reports.find(id)
    if (row) await refresh(row)
  }
  await reports.markSwept(expired.map((row) => row.id))
  return expired.length
}
