import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { LegalPage } from './LegalPage'

/** Renders the page for every path of an in-memory router whose history is `entries`. */
async function renderAt(page: ReactNode, entries: string[]) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { level: 1 })
  return router
}

describe('legal pages', () => {
  it('terms cover the required topics and link the support address', async () => {
    await renderAt(<LegalPage document="terms" />, ['/terms'])
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Uso del servicio',
      'Tu cuenta',
      'Contenido y conducta',
      'Seguridad de las mascotas y los encuentros',
      'Premium y pagos',
      'Responsabilidad',
      'Cambios en estos términos',
      'Créditos',
      'Contacto',
    ])
    expect(screen.getByRole('link', { name: 'soporte@huellitas.app' })).toHaveAttribute(
      'href',
      'mailto:soporte@huellitas.app',
    )
  })

  it('privacy explains EXIF removal and offline storage', async () => {
    await renderAt(<LegalPage document="privacy" />, ['/privacy'])
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible()
    expect(screen.getByText(/eliminamos sus metadatos EXIF/)).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Almacenamiento sin conexión en tu dispositivo' }),
    ).toBeInTheDocument()
  })

  it('"Volver" goes back in history when there is an in-app page to return to', async () => {
    const user = userEvent.setup()
    const router = await renderAt(<LegalPage document="terms" />, ['/register', '/terms'])
    await user.click(screen.getByRole('link', { name: 'Volver' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/register'))
  })

  it('"Volver" goes to / when the page was opened directly', async () => {
    const user = userEvent.setup()
    const router = await renderAt(<LegalPage document="privacy" />, ['/privacy'])
    const back = screen.getByRole('link', { name: 'Volver' })
    expect(back).toHaveAttribute('href', '/')
    await user.click(back)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
