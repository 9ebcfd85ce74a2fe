import { isChunkPath, PRELOADS_ELEMENT_ID } from '@contract/screen-preloads'

/**
 * Starts downloading the chunks this screen is going to import, listed by the server in the
 * document (server/http/app-preloads.ts), so a new device fetches them side by side instead of
 * one import level at a time. Called by the entry as it runs, after the skeleton's first paint:
 * nothing competes with the stylesheet. A page without the list (the service worker's copy,
 * whose chunks are precached) starts nothing.
 */
export function startScreenPreloads(doc: Document = document): number {
  const text = doc.getElementById(PRELOADS_ELEMENT_ID)?.textContent
  if (!text) return 0
  let files: unknown
  try {
    files = JSON.parse(text)
  } catch {
    return 0
  }
  if (!Array.isArray(files)) return 0
  let started = 0
  for (const file of files) {
    if (typeof file !== 'string' || !isChunkPath(file)) continue
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = file
    doc.head.append(link)
    started += 1
  }
  return started
}
