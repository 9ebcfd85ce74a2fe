import { isChunkPath, PRELOADS_ELEMENT_ID } from '@contract/screen-preloads'

/**
 * Links started per task. Starting a modulepreload costs Chromium a few milliseconds on a slow
 * phone (32 links took 90–115 ms at 4× CPU throttling), all inside the entry's evaluation, which
 * made it one long task; a few per task keep the main thread free between them.
 */
export const PRELOADS_PER_TASK = 4

/** Runs `work` in a later task (a test passes its own). */
export type Schedule = (work: () => void) => void

const nextTask: Schedule = (work) => {
  setTimeout(work, 0)
}

/**
 * Starts downloading the chunks this screen is going to import, listed by the server in the
 * document (server/http/app-preloads.ts), so a new device fetches them side by side instead of
 * one import level at a time. Called by the entry as it runs, after the skeleton's first paint:
 * nothing competes with the stylesheet. The list is in import order, so the first slice, started
 * at once, holds the chunks needed first; the rest follow PRELOADS_PER_TASK per task. A page
 * without the list (the service worker's copy, whose chunks are precached) starts nothing.
 * Returns how many will be started.
 */
export function startScreenPreloads(doc: Document = document, schedule = nextTask): number {
  const text = doc.getElementById(PRELOADS_ELEMENT_ID)?.textContent
  if (!text) return 0
  let listed: unknown
  try {
    listed = JSON.parse(text)
  } catch {
    return 0
  }
  if (!Array.isArray(listed)) return 0
  const files = listed.filter(
    (file): file is string => typeof file === 'string' && isChunkPath(file),
  )
  const startFrom = (first: number) => {
    for (const file of files.slice(first, first + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = file
      doc.head.append(link)
    }
    const next = first + PRELOADS_PER_TASK
    if (next < files.length) schedule(() => startFrom(next))
  }
  startFrom(0)
  return files.length
}
