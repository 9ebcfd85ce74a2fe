/** Ids in paths are UUIDs or short demo ids; nothing the server stores is longer. */
const ID_MAX_LENGTH = 100

/**
 * A path id as the lookups take it: an overlong one becomes '' and so answers as unknown (404),
 * without sending a megabyte of text into a query.
 */
export function plausibleId(id: string): string {
  return id.length <= ID_MAX_LENGTH ? id : ''
}
