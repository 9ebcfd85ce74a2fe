import { describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { installDialogPolyfill } from '../../../test/support/component/shell-test-harness'
import { PhotoViewer, wrapIndex } from './PhotoViewer'

const PHOTOS = ['/uploads/pets/a.webp', '/uploads/pets/b.webp', '/uploads/pets/c.webp']

function shownPhoto(): string | null {
  return screen.getByRole('img', { name: 'Foto de Luna' }).getAttribute('src')
}

function renderViewer(photos = PHOTOS) {
  installDialogPolyfill()
  const onClose = vi.fn()
  render(<PhotoViewer photos={photos} name="Luna" onClose={onClose} />)
  return onClose
}

describe('PhotoViewer', () => {
  test('wrapIndex goes round both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(0, 0)).toBe(0)
  })

  test('next past the last photo shows the first, previous before the first the last', () => {
    renderViewer()
    expect(screen.getByRole('dialog', { name: /Fotos de Luna/ })).toBeInTheDocument()
    expect(shownPhoto()).toBe(PHOTOS[0])
    const next = screen.getByRole('button', { name: 'Foto siguiente' })
    fireEvent.click(next)
    fireEvent.click(next)
    expect(shownPhoto()).toBe(PHOTOS[2])
    expect(screen.getByText('3 de 3')).toBeInTheDocument()
    fireEvent.click(next)
    expect(shownPhoto()).toBe(PHOTOS[0])
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }))
    expect(shownPhoto()).toBe(PHOTOS[2])
  })

  test('arrow keys step too', () => {
    renderViewer()
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(shownPhoto()).toBe(PHOTOS[2])
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(shownPhoto()).toBe(PHOTOS[0])
  })

  test('Cerrar and Esc close it', () => {
    const onClose = renderViewer()
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  test('one photo: no previous / next', () => {
    renderViewer([PHOTOS[0]!])
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument()
  })
})
