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
