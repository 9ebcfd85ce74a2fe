/**
 * Reading the JSON text columns (schema.ts: JSON values are stored as text). Rows written by an
 * older build or by hand may hold anything, so a reader never throws on them.
 */

/** A JSON list of strings (photo paths, colours, symptoms): anything else reads as []. */
export function parseStringList<T extends string = string>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((item): item is T => typeof item === 'string') : []
  } catch {
    return []
  }
}

/**
 * Every photo path the rows `query` reads hold (each row's `photos` list), for the sweep of
 * photos no row holds. Unlike parseStringList a row that does not parse throws: the sweep then
 * fails instead of taking that row's photos for strays and removing them.
 */
export async function photoPathsOf(query: {
  execute(): Promise<{ photos: string }[]>
}): Promise<Set<string>> {
  const rows = await query.execute()
  return new Set(rows.flatMap((row) => JSON.parse(row.photos) as string[]))
}
