/**
 * The list of chunks a signed-in document asks the page to preload (server/http/app-preloads.ts
 * writes it, src/screen-preloads.ts reads it): the element's id and what a listed name may be.
 */
export const PRELOADS_ELEMENT_ID = 'hl-preloads'

/** A built chunk's path ('/assets/HomePage-CnyV33Rj.js'): nothing else is preloaded. */
export function isChunkPath(path: string): boolean {
  return /^\/assets\/[\w.~-]+\.js$/.test(path)
}
