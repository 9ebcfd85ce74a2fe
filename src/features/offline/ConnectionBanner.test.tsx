import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import { BehaviorSubject } from 'rxjs'
import type { PendingWrite } from '../../sync'
import { pendingWrite } from '../../../test/support/pending-write'
import { sessionStore } from '../../session/session-store'
import AppShell from '../shell/AppShell'
import {
  renderInRouter,
  testToken,
  testUser,
} from '../../../test/support/component/shell-test-harness'
import { ConnectionBanner } from './ConnectionBanner'
import { RECONNECTED_NOTICE_MS } from './connection-store'

/**
 * The banner with the real connection store. The write queue's live list is a stand-in
 * subject (the queue itself is tested in src/sync and sw/write-queue); the browser's
 * online/offline events are dispatched on window as Chromium does.
 */
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
}))

const offlineText =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'

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

function queue(...states: PendingWrite['state'][]): void {
  act(() => {
    pending$.next(states.map((state) => pendingWrite({ docId: 'd', op: 'create', state })))
  })
}

function region(): HTMLElement {
  return screen.getByRole('status', { name: 'Estado de la conexión' })
}

beforeEach(() => {
  vi.useFakeTimers()
  pending$.next([])
  isOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ConnectionBanner', () => {
  test('online with nothing queued: an empty polite live region', () => {
    render(<ConnectionBanner />)
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(region()).toBeEmptyDOMElement()
  })

  test('going offline shows the Spanish banner and the number of writes waiting', () => {
    render(<ConnectionBanner />)
    goOffline()
    expect(within(region()).getByText(offlineText)).toBeInTheDocument()

    queue('pending', 'pending')
    expect(region()).toHaveTextContent('2 cambios pendientes de enviar')
    // Accepted and refused writes are not waiting to be sent.
    queue('pending', 'sent', 'failed')
    expect(region()).toHaveTextContent('1 cambio pendiente de enviar')
  })

  test('opening the app offline shows the banner at once', () => {
    isOnline = false
    render(<ConnectionBanner />)
    expect(region()).toHaveTextContent(offlineText)
  })

  test('back online: a short notice replaces the banner, then the writes still waiting', () => {
    render(<ConnectionBanner />)
    goOffline()
    queue('pending', 'pending', 'pending')

    goOnline()
    expect(screen.queryByText(offlineText)).not.toBeInTheDocument()
    expect(region()).toHaveTextContent('Conexión restablecida')

    act(() => {
      vi.advanceTimersByTime(RECONNECTED_NOTICE_MS)
    })
    expect(screen.queryByText('Conexión restablecida')).not.toBeInTheDocument()
    expect(region()).toHaveTextContent('3 cambios pendientes de enviar')
    queue()
    expect(region()).toBeEmptyDOMElement()
  })

  test('an online event without a preceding offline one shows no notice', () => {
    render(<ConnectionBanner />)
    goOnline()
    expect(region()).toBeEmptyDOMElement()
  })

  test('unmounted, it stops listening', () => {
    const { unmount } = render(<ConnectionBanner />)
    unmount()
    expect(pending$.observed).toBe(false)
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
