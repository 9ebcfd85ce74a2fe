import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CommentsSheet } from './CommentsSheet'

/**
 * The sheet's draft keeping with the real sessionStorage (jsdom's) and no server: the
 * comments cannot load here, which is also the sheet's load-failure view.
 */
afterEach(() => {
  sessionStorage.clear()
})

const field = () => screen.getByRole('textbox', { name: 'Escribe un comentario' })

function sheet(petId: string, petName: string) {
  return <CommentsSheet petId={petId} petName={petName} isOpen onClose={vi.fn()} />
}

describe('CommentsSheet', () => {
  test('what is typed survives closing the sheet, per pet', async () => {
    const user = userEvent.setup()
    const first = render(sheet('p-luna', 'Luna'))
    expect(screen.getByRole('dialog', { name: 'Comentarios sobre Luna' })).toBeInTheDocument()
    await user.type(field(), 'Hola Luna')
    first.unmount()

    const second = render(sheet('p-luna', 'Luna'))
    expect(field()).toHaveValue('Hola Luna')
    second.unmount()

    const third = render(sheet('p-rocky', 'Rocky'))
    expect(field()).toHaveValue('')
    // The same sheet moved to another pet shows that pet's draft.
    third.rerender(sheet('p-luna', 'Luna'))
    expect(field()).toHaveValue('Hola Luna')
  })

  test('a load failure says so and offers to retry', async () => {
    render(sheet('p-luna', 'Luna'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los comentarios',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
