import { act, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { staticMapPath } from '@contract/static-map'
import { StaticMap } from './StaticMap'

const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 }

// Spec §2 lost-pet cards: without coordinates the map says so.
test.each([
  [null, null],
  [13.6929, undefined],
  [undefined, -89.2182],
])("without coordinates (%s, %s): 'Ubicación no disponible'", (latitude, longitude) => {
  render(<StaticMap latitude={latitude} longitude={longitude} />)
  expect(screen.getByText('Ubicación no disponible')).toBeInTheDocument()
  expect(screen.queryByRole('img')).toBeNull()
})

describe('the picture', () => {
  test("is the server's picture of the cell, lazy, sized, named after the place", () => {
    render(<StaticMap {...SAN_SALVADOR} place="Colonia Escalón" height={130} />)
    const image = screen.getByRole('img', { name: 'Mapa de Colonia Escalón' })
    expect(image).toHaveAttribute('src', staticMapPath(SAN_SALVADOR, 400, 130))
    expect(image.getAttribute('srcset')).toBe(
      `${staticMapPath(SAN_SALVADOR, 400, 130)} 1x, ${staticMapPath(SAN_SALVADOR, 800, 260)} 2x`,
    )
    expect(image).toHaveAttribute('width', '400')
    expect(image).toHaveAttribute('height', '130')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    // The cell's centre, never the point.
    expect(image.getAttribute('src')).not.toContain('13.6929')
    expect(image.getAttribute('src')).not.toContain('89.2182')
  })

  test('loads at once with priority', () => {
    render(<StaticMap {...SAN_SALVADOR} priority />)
    expect(screen.getByRole('img', { name: 'Mapa del lugar' })).toHaveAttribute('loading', 'eager')
  })

  test("is 'ready' once loaded; a picture that cannot load says so, and tries again online", () => {
    const { container } = render(<StaticMap {...SAN_SALVADOR} />)
    const image = screen.getByRole('img')
    expect(container.querySelector('[data-static-map="loading"]')).not.toBeNull()
    fireEvent.load(image)
    expect(container.querySelector('[data-static-map="ready"]')).not.toBeNull()
    fireEvent.error(image)
    expect(screen.getByText('El mapa se mostrará al recuperar la conexión')).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByRole('img')).toBeInTheDocument()
  })

  test('a picture that failed while online is asked for again after a pause that doubles', () => {
    const advance = (ms: number) => {
      act(() => {
        vi.advanceTimersByTime(ms)
      })
    }
    vi.useFakeTimers()
    try {
      render(<StaticMap {...SAN_SALVADOR} />)
      fireEvent.error(screen.getByRole('img'))
      expect(screen.queryByRole('img')).toBeNull()
      advance(1_999)
      expect(screen.queryByRole('img')).toBeNull()
      advance(1)
      // A new request: the picture is back, loading.
      fireEvent.error(screen.getByRole('img'))
      advance(2_000)
      expect(screen.queryByRole('img')).toBeNull()
      advance(2_000)
      fireEvent.load(screen.getByRole('img'))
      expect(screen.getByRole('img').closest('[data-static-map]')).toHaveAttribute(
        'data-static-map',
        'ready',
      )
    } finally {
      vi.useRealTimers()
    }
  })

  test("'Ver mapa interactivo' only when asked for, and it swaps the picture for the map", () => {
    const { rerender } = render(<StaticMap {...SAN_SALVADOR} />)
    expect(screen.queryByRole('button', { name: 'Ver mapa interactivo' })).toBeNull()
    rerender(<StaticMap {...SAN_SALVADOR} interactive />)
    fireEvent.click(screen.getByRole('button', { name: 'Ver mapa interactivo' }))
    // The map chunk loads lazily: its placeholder shows meanwhile, the picture is gone.
    expect(screen.queryByRole('img', { name: 'Mapa del lugar' })).toBeNull()
    expect(screen.getByText('Cargando mapa...')).toBeInTheDocument()
  })
})

test('renders on the server with no style attribute, and hydrates without a mismatch', async () => {
  const element = <StaticMap {...SAN_SALVADOR} place="San Salvador" height={180} interactive />
  const html = renderToString(element)
  expect(html).toContain('<img')
  expect(html).not.toContain('style=')
  expect(renderToString(<StaticMap latitude={null} longitude={null} />)).not.toContain('style=')

  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  // As the browser parsed it: hydration must leave it as it is.
  const parsed = container.innerHTML
  const onRecoverableError = vi.fn()
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError })
    await Promise.resolve()
  })
  expect(onRecoverableError).not.toHaveBeenCalled()
  expect(container.innerHTML).toBe(parsed)
  container.remove()
})
