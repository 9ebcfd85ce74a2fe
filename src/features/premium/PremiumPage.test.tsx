import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { PublicUser } from '@contract/auth.contract'
import {
  apiError,
  demoToken,
  demoUser,
  jsonResponse,
  stubFetch,
} from '../../../test/support/component/auth-test-harness'
import { sessionStore } from '../../session/session-store'
import { PremiumPage } from './PremiumPage'

const DAY_MS = 86_400_000
const premiumUser = (expiresAt: string): PublicUser => ({
  ...demoUser,
  subscription: { type: 'premium', plan: 'yearly', expiresAt },
})

describe('/premium', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    act(() => sessionStore.signOut())
    vi.unstubAllGlobals()
  })

  test('a free user sees the three plans; a currency not the market’s own is written with its code, never a bare $; the demo notice', async () => {
    stubFetch(() => jsonResponse(200, { provider: 'demo', currency: 'MXN' }))
    act(() => sessionStore.signIn(demoUser, demoToken))
    render(<PremiumPage />)
    await screen.findByText(/Pago de demostración/)
    expect(screen.getByText('MXN 9.99 al mes')).toBeInTheDocument()
    expect(screen.getByText('MXN 24.99 cada 3 meses')).toBeInTheDocument()
    expect(screen.getByText('MXN 79.99 al año')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/(^|[^A-Z])\$/)
    expect(screen.getByText('Ve quién te dio like')).toBeInTheDocument()
  })

  test('the market’s own currency (El Salvador’s US dollar by default) is written with its symbol', async () => {
    stubFetch(() => jsonResponse(200, { provider: 'stripe', currency: 'USD' }))
    act(() => sessionStore.signIn(demoUser, demoToken))
    render(<PremiumPage />)
    await screen.findByText(/Pagarás de forma segura en Stripe/)
    expect(screen.getByText('$9.99 al mes')).toBeInTheDocument()
  })

  test('the upgrade sends the chosen plan and its price; success shows Eres Premium and the welcome', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString()
    const requests = stubFetch((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/subscription')
        return jsonResponse(200, { provider: 'demo', currency: 'MXN' })
      if (path === '/api/subscription/upgrade') {
        return jsonResponse(200, {
          success: true,
          provider: 'demo',
          user: { ...demoUser, subscription: { type: 'premium', plan: 'monthly', expiresAt } },
        })
      }
      if (path === '/api/premium/likes') return jsonResponse(200, { likes: [] })
      return apiError(404, 'not-found', 'Recurso no encontrado.')
    })
    act(() => sessionStore.signIn(demoUser, demoToken))
    render(<PremiumPage />)
    await screen.findByText(/Pago de demostración/)
    fireEvent.click(screen.getByRole('button', { name: /^Mensual/ }))
    fireEvent.click(
      screen.getByRole('button', { name: /^Suscribirme al plan Mensual por MXN\s9\.99$/ }),
    )
    await screen.findByRole('heading', { name: 'Eres Premium' })
    expect(screen.getByText(/¡Bienvenido a Premium!/).closest('[role="status"]')).not.toBeNull()
    expect(screen.getByText(/^Tu suscripción vence el /)).toBeInTheDocument()
    const upgrade = requests.find((request) => request.url.endsWith('/api/subscription/upgrade'))
    expect(await upgrade?.json()).toEqual({ plan: 'monthly', amount: 9.99 })
    await screen.findByText('Todavía nadie nuevo dio like a tus mascotas.')
  })

  test('a failed payment shows the spec’s message and the user stays on the plans', async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/subscription'
        ? jsonResponse(200, { provider: 'demo', currency: 'MXN' })
        : new Response('boom', { status: 500 }),
    )
    act(() => sessionStore.signIn(demoUser, demoToken))
    render(<PremiumPage />)
    await screen.findByText(/Pago de demostración/)
    fireEvent.click(screen.getByRole('button', { name: /^Suscribirme/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al procesar el pago. Inténtalo de nuevo.',
    )
    expect(screen.getByRole('heading', { name: 'Elige tu plan' })).toBeInTheDocument()
  })

  test('an expired premium user is offered the plans again, with the date it ended', async () => {
    stubFetch(() => jsonResponse(200, { provider: 'demo', currency: 'MXN' }))
    act(() => sessionStore.signIn(premiumUser('2024-03-01T12:00:00.000Z'), demoToken))
    render(<PremiumPage />)
    expect(screen.getByText(/Tu Premium venció el 1 de marzo de 2024/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Eres Premium' })).toBeNull()
    await screen.findByText(/Pago de demostración/)
  })
})
