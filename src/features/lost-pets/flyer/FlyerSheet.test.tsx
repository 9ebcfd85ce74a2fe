import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { FlyerFacts } from './flyer-facts'
import { FlyerSheet } from './FlyerSheet'

const facts: FlyerFacts = {
  heading: 'PERDIDA',
  name: 'Luna',
  breed: 'Mestiza',
  color: 'Negra',
  place: 'Colonia Escalón',
  seen: '12 de noviembre de 2026, a las 08:30',
  reward: '100 USD',
  phone: '+503 7012 3456',
  description: 'Collar rojo.',
  url: 'https://huellitas.app/perdidos/a1',
  photos: ['/uploads/lost-pets/luna.webp'],
}

describe('FlyerSheet', () => {
  test('prints every fact of the alert, the QR code and its URL', () => {
    render(<FlyerSheet facts={facts} />)
    const sheet = screen.getByRole('article', { name: 'Cartel de Luna' })
    expect(sheet).toHaveTextContent('PERDIDA')
    expect(screen.getByRole('heading', { name: 'Luna' })).toBeInTheDocument()
    expect(sheet).toHaveTextContent('Raza: Mestiza · Color: Negra')
    expect(sheet).toHaveTextContent(
      'Última vez visto: Colonia Escalón. 12 de noviembre de 2026, a las 08:30',
    )
    expect(sheet).toHaveTextContent('RECOMPENSA: 100 USD')
    expect(sheet).toHaveTextContent('+503 7012 3456')
    expect(screen.getByText(facts.url)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: `Código QR de ${facts.url}` })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto de Luna' })).toHaveAttribute(
      'src',
      '/uploads/lost-pets/luna.webp',
    )
  })

  test('without photo, reward, breed or colour it says so or leaves them out', () => {
    render(<FlyerSheet facts={{ ...facts, photos: [], reward: null, breed: null, color: null }} />)
    const sheet = screen.getByRole('article', { name: 'Cartel de Luna' })
    expect(sheet).toHaveTextContent('Sin foto')
    expect(sheet).not.toHaveTextContent('RECOMPENSA')
    expect(sheet).not.toHaveTextContent('Raza')
    expect(sheet).not.toHaveTextContent('Color')
  })
})
