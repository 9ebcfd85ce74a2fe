/**
 * Whether a select finds a row: for the checks that want only that (a live link, a live pet,
 * a user still there), whatever columns the query names.
 */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined
}
