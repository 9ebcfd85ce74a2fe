/**
 * The in-page half of bench:network, injected before any of the page's scripts (an init
 * script), so it sees the whole load:
 * - Element Timing: every element the page marks `elementtiming="hl-content"` reports its
 *   renderTime (text) or renderTime/loadTime (images), its first one; content is visible once
 *   every marked element present in the final DOM has reported.
 * - The fallback for pages without marks: a poll, each animation frame, of the page's
 *   selectors; the first performance.now() at which each one matches a visible element
 *   (an image: also loaded). Bounded by the bench's time limit.
 * Times are ms from the page's navigation start (performance.timeOrigin), as the navigation
 * entry's responseEnd is.
 */
export const CONTENT_MARK = 'hl-content'

export interface ProbeOptions {
  selectors: readonly string[]
  limitMs: number
}

export interface ProbeReading {
  /** the navigation's responseEnd, null before the document has arrived */
  documentMs: number | null
  /** elements marked in the DOM now, and how many of them reported */
  marked: number
  reported: number
  /** the last render among the marked elements, when all have reported */
  elementTimingMs: number | null
  /** the poll: selectors matching something now, and the last first-visible time among them */
  present: number
  polledMs: number | null
  isComplete: boolean
  timeOrigin: number
}

interface ElementTimingEntry extends PerformanceEntry {
  identifier: string
  renderTime: number
  loadTime: number
  element: Element | null
}

interface ProbeState {
  rendered: WeakMap<Element, number>
  polled: Map<string, number>
}

/** Runs in the page (serialised by Playwright): no closures over module scope. */
export function installProbe(options: ProbeOptions): void {
  const state: ProbeState = { rendered: new WeakMap(), polled: new Map() }
  ;(window as unknown as { __hlProbe: ProbeState }).__hlProbe = state
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTimingEntry[]) {
        if (entry.identifier !== 'hl-content' || !entry.element) continue
        // The first paint counts: an image that later swaps to a sharper source (a public page's
        // inline preview, replaced once hydrated) was visible from its first entry.
        if (state.rendered.has(entry.element)) continue
        // Images without a render time (cross-origin without Timing-Allow-Origin) have loadTime.
        state.rendered.set(entry.element, entry.renderTime || entry.loadTime)
      }
    }).observe({ type: 'element', buffered: true })
  } catch {
    // A browser without Element Timing: the poll still answers.
  }
  const isVisible = (element: Element): boolean => {
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
      return false
    }
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    if (element instanceof HTMLImageElement) return element.complete && element.naturalWidth > 0
    return (element.textContent ?? '').trim() !== '' || element.children.length > 0
  }
  const poll = () => {
    for (const selector of options.selectors) {
      if (state.polled.has(selector)) continue
      const element = document.querySelector(selector)
      if (element && isVisible(element)) state.polled.set(selector, performance.now())
    }
    const isDone = options.selectors.every((selector) => state.polled.has(selector))
    if (!isDone && performance.now() < options.limitMs) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

/** Runs in the page: what the probe has seen so far. */
export function readProbe(selectors: readonly string[]): ProbeReading {
  const state = (window as unknown as { __hlProbe?: ProbeState }).__hlProbe
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const documentMs = navigation && navigation.responseEnd > 0 ? navigation.responseEnd : null
  const marked = Array.from(document.querySelectorAll('[elementtiming="hl-content"]'))
  const times = marked.map((element) => state?.rendered.get(element))
  const reportedTimes = times.filter((time): time is number => time !== undefined)
  const presentSelectors = selectors.filter((selector) => document.querySelector(selector))
  const polledTimes = presentSelectors
    .map((selector) => state?.polled.get(selector))
    .filter((time): time is number => time !== undefined)
  const isPolled = presentSelectors.length > 0 && polledTimes.length === presentSelectors.length
  return {
    documentMs,
    marked: marked.length,
    reported: reportedTimes.length,
    elementTimingMs:
      marked.length > 0 && reportedTimes.length === marked.length
        ? Math.max(...reportedTimes)
        : null,
    present: presentSelectors.length,
    polledMs: isPolled ? Math.max(...polledTimes) : null,
    isComplete: document.readyState === 'complete',
    timeOrigin: performance.timeOrigin,
  }
}
