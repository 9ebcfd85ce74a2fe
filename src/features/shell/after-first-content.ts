import { CONTENT_MARK } from '../../ui/content-mark'

/**
 * How long background work waits at most for the first screen's content. Screens without a
 * content mark (all signed-in screens but the home) wait this long: the keepers then start a
 * few seconds after the screen, which nobody sees, since they draw nothing.
 */
export const FIRST_CONTENT_GRACE_MS = 4_000

let firstContent: Promise<void> | undefined

/**
 * Resolves once the first screen has painted its content (an element marked
 * `elementtiming="hl-content"`, seen through the Element Timing API) or after
 * FIRST_CONTENT_GRACE_MS, whichever comes first; at once on every later call.
 *
 * Why: on a cold first visit over HTTP/1.1 the browser fetches at most six things at a time from
 * our origin. The shell's keepers and trackers (about 17 small chunks) were requested in the same
 * instant as the home's own chunks and its first pulls, and queued them: on emulated 3G the
 * pets pull that the first card waits for took 1.6 s, mostly waiting for a connection.
 */
export function afterFirstContent(): Promise<void> {
  firstContent ??= new Promise<void>((resolve) => {
    const observer = supportsElementTiming()
      ? new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[]
          if (entries.some((entry) => entry.identifier === CONTENT_MARK)) done()
        })
      : null
    const timer = setTimeout(done, FIRST_CONTENT_GRACE_MS)
    function done() {
      observer?.disconnect()
      clearTimeout(timer)
      resolve()
    }
    observer?.observe({ type: 'element', buffered: true })
  })
  return firstContent
}

/** Element Timing is Chromium's: elsewhere the grace alone decides. */
function supportsElementTiming(): boolean {
  if (typeof PerformanceObserver === 'undefined') return false
  const types = PerformanceObserver.supportedEntryTypes as readonly string[] | undefined
  return types?.includes('element') === true
}
