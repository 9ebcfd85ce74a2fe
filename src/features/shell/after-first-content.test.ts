import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Callback = (list: { getEntries: () => unknown[] }) => void

/** A PerformanceObserver that knows Element Timing, with a hand on its callback. */
class ElementTimingObserver {
  static supportedEntryTypes = ['element']
  static last: ElementTimingObserver | undefined
  disconnected = false
  constructor(readonly callback: Callback) {
    ElementTimingObserver.last = this
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  paint(identifier: string) {
    this.callback({ getEntries: () => [{ identifier }] })
  }
}

async function freshModule() {
  vi.resetModules()
  return import('./after-first-content')
}

describe('afterFirstContent', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the content mark, not for other painted elements', async () => {
    vi.stubGlobal('PerformanceObserver', ElementTimingObserver)
    const { afterFirstContent } = await freshModule()
    let done = false
    void afterFirstContent().then(() => (done = true))
    const observer = ElementTimingObserver.last
    observer?.paint('header-avatar')
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    observer?.paint('hl-content')
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    expect(observer?.disconnected).toBe(true)
  })

  it('without a content mark (or Element Timing) it goes after the grace, then at once', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const { afterFirstContent, FIRST_CONTENT_GRACE_MS } = await freshModule()
    let done = false
    void afterFirstContent().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FIRST_CONTENT_GRACE_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    let again = false
    void afterFirstContent().then(() => (again = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(again).toBe(true)
  })
})
