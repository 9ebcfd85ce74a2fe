import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { sessionStore } from '../../session/session-store'
import AppShell from '../shell/AppShell'
import { renderInRouter, testToken, testUser } from '../shell/shell-test-harness'
import { ConnectionBanner } from './ConnectionBanner'
import { RECONNECTED_NOTICE_MS, REPLAY_RETRY_DELAYS_MS } from './connection-store'

/**
 * The banner with the real connection store and worker bridge. jsdom has no service worker:
 * a stand-in ServiceWorkerContainer records what the page posts and delivers what the worker
 * would send; the browser's online/offline events are dispatched on window as Chromium does.
 */
const offlineText =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'

class FakeWorkerContainer extends EventTarget {
  readonly posted: unknown[] = []
  readonly controller = { postMessage: (message: unknown) => this.posted.push(message) }
  readonly ready = new Promise<never>(() => undefined)
  startMessages(): void {}
  deliver(data: unknown): void {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data }))
    })
  }
}

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

let worker: FakeWorkerContainer
let isOnline: boolean

function goOffline(): void {
  isOnline = false
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
}

function goOnline(): void {
  isOnline = true
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
}

function region(): HTMLElement {
  return screen.getByRole('status', { name: 'Estado de la conexión' })
}

beforeEach(() => {
  vi.useFakeTimers()
  worker = new FakeWorkerContainer()
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker })
  isOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('ConnectionBanner', () => {
  test('online with nothing queued: an empty polite live region, and it asks for the queue size', () => {
    render(<ConnectionBanner />)
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(region()).toBeEmptyDOMElement()
    expect(worker.posted).toEqual([{ type: 'get-queue-size' }])
  })

  test('going offline shows the Spanish banner and the number of writes waiting', () => {
    render(<ConnectionBanner />)
    goOffline()
    expect(within(region()).getByText(offlineText)).toBeInTheDocument()

    worker.deliver({ type: 'queue-changed', size: 2 })
    expect(region()).toHaveTextContent('2 cambios pendientes de enviar')
    worker.deliver({ type: 'queue-changed', size: 1 })
    expect(region()).toHaveTextContent('1 cambio pendiente de enviar')
    // Anything that is not the protocol is ignored.
    worker.deliver({ type: 'queue-changed', size: 'many' })
    worker.deliver('hello')
    expect(region()).toHaveTextContent('1 cambio pendiente de enviar')
  })

  test('opening the app offline shows the banner at once', () => {
    isOnline = false
    render(<ConnectionBanner />)
    expect(region()).toHaveTextContent(offlineText)
  })

  test('back online: the worker is asked to replay, and a short notice replaces the banner', () => {
    render(<ConnectionBanner />)
    goOffline()
    worker.deliver({ type: 'queue-changed', size: 3 })
    worker.posted.length = 0

    goOnline()
    expect(worker.posted).toEqual([{ type: 'replay-queue' }])
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument()
    expect(region()).toHaveTextContent('Conexión restablecida')

    act(() => {
      vi.advanceTimersByTime(RECONNECTED_NOTICE_MS)
    })
    expect(screen.queryByText('Conexión restablecida')).not.toBeInTheDocument()
    // Writes still on their way stay visible until the worker reports the queue empty.
    expect(region()).toHaveTextContent('3 cambios pendientes de enviar')
    worker.deliver({ type: 'queue-changed', size: 0 })
    expect(region()).toBeEmptyDOMElement()
  })

  test('an online event without a preceding offline one shows no notice but still replays', () => {
    render(<ConnectionBanner />)
    goOnline()
    expect(region()).toBeEmptyDOMElement()
    expect(worker.posted).toContainEqual({ type: 'replay-queue' })
  })

  test('while writes stay queued online, the replay request is repeated with a growing delay', () => {
    render(<ConnectionBanner />)
    goOffline()
    worker.deliver({ type: 'queue-changed', size: 2 })
    act(() => {
      vi.advanceTimersByTime(120_000)
    })
    expect(worker.posted).toEqual([{ type: 'get-queue-size' }])

    const replayRequests = (afterMs: number) => {
      act(() => {
        vi.advanceTimersByTime(afterMs)
      })
      return worker.posted.filter((message) => isEqual(message, { type: 'replay-queue' })).length
    }
    goOnline()
    expect(replayRequests(0)).toBe(1)
    const [first = 0, second = 0] = REPLAY_RETRY_DELAYS_MS
    expect(replayRequests(first - 1)).toBe(1)
    expect(replayRequests(1)).toBe(2)
    expect(replayRequests(second - 1)).toBe(2)
    expect(replayRequests(1)).toBe(3)

    // The queue drains: no more requests.
    worker.deliver({ type: 'queue-changed', size: 0 })
    expect(replayRequests(300_000)).toBe(3)
    // Offline again with writes queued: nothing is asked until the connection returns.
    worker.deliver({ type: 'queue-changed', size: 1 })
    goOffline()
    expect(replayRequests(300_000)).toBe(3)
  })

  test('unmounted, it stops listening', () => {
    const { unmount } = render(<ConnectionBanner />)
    unmount()
    worker.posted.length = 0
    goOffline()
    goOnline()
    expect(worker.posted).toEqual([])
  })
})

describe('the signed-in shell', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStore.signIn(testUser(), testToken)
  })

  afterEach(() => {
    sessionStore.signOut()
  })

  test('shows the offline banner above the screen', async () => {
    vi.useRealTimers()
    await renderInRouter((outlet) => <AppShell>{outlet}</AppShell>, ['/profile'])
    goOffline()
    const banner = within(region()).getByText(offlineText)
    const main = screen.getByRole('main')
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
