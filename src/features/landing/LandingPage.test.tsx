import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import LandingPage from './LandingPage'
import { renderInRouter } from './render-in-router'

describe('LandingPage', () => {
  it('leads visitors to register and to log in', async () => {
    await renderInRouter(<LandingPage />)

    expect(screen.getByRole('link', { name: 'Comenzar Gratis' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/login')
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    expect(within(nav).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('has the spec sections: anchors, stats, six features, three steps, footer', async () => {
    await renderInRouter(<LandingPage />)

    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    for (const [name, id] of [
      ['Características', 'features'],
      ['Cómo funciona', 'how-it-works'],
      ['Testimonios', 'testimonials'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`)
      expect(document.getElementById(id)).toBeInTheDocument()
    }

    expect(screen.getByText('10,000+')).toBeInTheDocument()
    const features = screen.getByRole('region', { name: 'Todo lo que tu mascota necesita' })
    expect(within(features).getAllByRole('listitem')).toHaveLength(6)
    const steps = screen.getByRole('region', { name: 'Empieza en tres pasos' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Crea el perfil de tu mascota', 'Descubre matches', 'Conecta y agenda'])

    const footer = screen.getByRole('contentinfo')
    for (const name of ['Acerca de', 'Contacto', 'Blog', 'Ayuda']) {
      expect(within(footer).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terms',
    )
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    expect(footer).toHaveTextContent('© 2026 Huellitas')
  })
})
