import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import type { Comment } from './comments.api'
import { CommentList } from './CommentList'

const now = Date.now()
const ana: Comment = {
  id: 'c1',
  petId: 'p1',
  content: '¡Qué linda!',
  createdAt: new Date(now - 5 * 60_000).toISOString(),
  author: { id: 'u-ana', name: 'Ana Martínez', avatar: null },
}
const carlos: Comment = {
  id: 'c2',
  petId: 'p1',
  content: 'Gracias',
  createdAt: new Date(now - 2 * 3_600_000).toISOString(),
  author: { id: 'u-carlos', name: 'Carlos Rivera', avatar: null },
}

describe('CommentList', () => {
  test('author, relative time and content; delete only on the viewer’s own comments', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(<CommentList comments={[ana, carlos]} viewerId="u-ana" onDelete={onDelete} />)
    const [first, second] = screen.getAllByRole('listitem')
    if (!first || !second) throw new Error('two comments expected')
    expect(within(first).getByText('Ana Martínez')).toBeInTheDocument()
    expect(within(first).getByText('Hace 5 min')).toBeInTheDocument()
    expect(within(first).getByText('¡Qué linda!')).toBeInTheDocument()
    expect(within(second).getByText('Hace 2 h')).toBeInTheDocument()

    expect(screen.getAllByRole('button', { name: 'Eliminar comentario' })).toHaveLength(1)
    expect(within(second).queryByRole('button')).toBeNull()
    await user.click(within(first).getByRole('button', { name: 'Eliminar comentario' }))
    expect(onDelete).toHaveBeenCalledWith(ana)
  })

  test('the pet’s owner who did not write a comment gets no delete control', () => {
    render(<CommentList comments={[ana]} viewerId="u-carlos" onDelete={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Eliminar comentario' })).toBeNull()
  })

  test('no comments: the empty state', () => {
    render(<CommentList comments={[]} viewerId="u-ana" onDelete={vi.fn()} />)
    expect(screen.getByText(/Aún no hay comentarios/)).toBeInTheDocument()
  })
})
