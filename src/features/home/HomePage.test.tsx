import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { jsonResponse, stubFetch } from '../auth/auth-test-harness'
import { sessionStore } from '../auth/session-store'
import { renderInRouter, testToken, testUser } from '../shell/shell-test-harness'
import HomePage from './HomePage'

function renderHome() {
  return renderInRouter(() => <HomePage />)
}

const swipePanel = 'Descubre mascotas'

beforeEach(() => {
  localStorage.clear()
  sessionStore.signIn(testUser({ name: 'Lucía Pérez' }), testToken)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  sessionStore.signOut()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('HomePage', () => {
  test('welcomes a user without pets and sends them to /profile', async () => {
    const requests = stubFetch(() =>
      jsonResponse(200, { matchCount: 0, likeCount: 0, petCount: 0 }),
    )
    await renderHome()
    expect(
      await screen.findByRole('heading', { name: '¡Bienvenido a Huellitas, Lucía!' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/al menos una mascota/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Agregar mi mascota' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(screen.getByRole('heading', { name: swipePanel })).toBeInTheDocument()
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/users/stats')
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testToken}`)
  })

  test('shows no banner to a user who has pets', async () => {
    stubFetch(() => jsonResponse(200, { matchCount: 3, likeCount: 5, petCount: 2 }))
    await renderHome()
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'Agregar mi mascota' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: swipePanel })).toBeInTheDocument()
  })

  test('offline: no banner and no error, the panel still shows', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await renderHome()
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: 'Agregar mi mascota' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: swipePanel })).toBeInTheDocument()
  })

  test('a server error is not shown either', async () => {
    stubFetch(() => jsonResponse(500, { error: 'internal', message: 'Error interno' }))
    await renderHome()
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(screen.queryByText('Error interno')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: swipePanel })).toBeInTheDocument()
  })
})
