import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { PhotoCarousel } from './PhotoCarousel'

const photos = ['/uploads/pets/a.webp', '/uploads/pets/b.webp', '/uploads/pets/c.webp']

function shownPhoto(): string | null {
  return screen.getByRole('img').getAttribute('src')
}

describe('PhotoCarousel', () => {
  test('the arrows wrap around at both ends', async () => {
    const user = userEvent.setup()
    render(<PhotoCarousel photos={photos} name="Luna" />)
    expect(shownPhoto()).toBe(photos[0])
    expect(screen.getByRole('img')).toHaveAccessibleName('Foto 1 de 3 de Luna')

    await user.click(screen.getByRole('button', { name: 'Foto anterior' }))
    expect(shownPhoto()).toBe(photos[2])

    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(shownPhoto()).toBe(photos[1])
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }))
    expect(shownPhoto()).toBe(photos[0])
  })

  test('a dot jumps to its photo and marks it current', async () => {
    const user = userEvent.setup()
    render(<PhotoCarousel photos={photos} name="Luna" />)
    await user.click(screen.getByRole('button', { name: 'Ver foto 3' }))
    expect(shownPhoto()).toBe(photos[2])
    expect(screen.getByRole('button', { name: 'Ver foto 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Ver foto 1' })).not.toHaveAttribute('aria-current')
  })

  test('a sideways swipe past the threshold changes photo; a short one does not', () => {
    render(<PhotoCarousel photos={photos} name="Luna" />)
    const carousel = screen.getByRole('region', { name: 'Fotos de Luna' })
    fireEvent.pointerDown(carousel, { clientX: 200 })
    fireEvent.pointerUp(carousel, { clientX: 190 })
    expect(shownPhoto()).toBe(photos[0])
    fireEvent.pointerDown(carousel, { clientX: 200 })
    fireEvent.pointerUp(carousel, { clientX: 100 })
    expect(shownPhoto()).toBe(photos[1])
    fireEvent.pointerDown(carousel, { clientX: 100 })
    fireEvent.pointerUp(carousel, { clientX: 300 })
    fireEvent.pointerDown(carousel, { clientX: 100 })
    fireEvent.pointerUp(carousel, { clientX: 300 })
    expect(shownPhoto()).toBe(photos[2])
  })

  test('one photo: no arrows or dots; none: the placeholder', () => {
    const { unmount } = render(<PhotoCarousel photos={[photos[0] ?? '']} name="Luna" />)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    render(<PhotoCarousel photos={[]} name="Luna" />)
    expect(screen.getByRole('img', { name: 'Luna no tiene fotos' })).toBeInTheDocument()
  })
})
