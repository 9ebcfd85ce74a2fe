import { afterEach, describe, expect, test, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import type { MatchDetail } from '../matching'
import { pageMarker, renderInRouter } from '../../../test/support/component/shell-test-harness'
import { MatchModal } from './MatchModal'

const MATCH: MatchDetail = {
  id: 'match-42',
  petId: 'pet-luna',
  petName: 'Luna',
  petBreed: 'Labrador',
  petImage: '/uploads/pets/luna.webp',
  userId: 'user-carlos',
  userName: 'Carlos Rivera',
  userAvatar: null,
  myPetId: 'pet-max',
  myPetName: 'Max',
  isSuperLike: false,
  lastMessage: null,
  lastMessageTime: null,
  matchedAt: '2026-11-23T00:00:00.000Z',
  unreadCount: 0,
  myPet: { id: 'pet-max', name: 'Max', breed: 'Beagle', age: 2, photo: '/uploads/pets/max.webp' },
  otherPet: { id: 'pet-luna', name: 'Luna', breed: 'Labrador', age: 3, photo: null },
  otherUser: { id: 'user-carlos', name: 'Carlos Rivera', avatar: null },
  createdAt: '2026-11-23T00:00:00.000Z',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('MatchModal', () => {
  test('shows both pets', async () => {
    await renderInRouter((outlet) => (
      <>
        {outlet}
        <MatchModal match={MATCH} onClose={vi.fn()} />
      </>
    ))
    expect(screen.getByRole('dialog', { name: '¡Es un Match!' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Foto de Max' })).toHaveAttribute(
      'src',
      '/uploads/pets/max.webp',
    )
    // Luna has no photo: the placeholder carries her name.
    expect(screen.getByRole('img', { name: 'Foto de Luna' })).toBeInTheDocument()
    expect(screen.getByText('Max')).toBeInTheDocument()
  })

  test('Enviar mensaje closes it and opens the chat of the match', async () => {
    const onClose = vi.fn()
    await renderInRouter((outlet) => (
      <>
        {outlet}
        <MatchModal match={MATCH} onClose={onClose} />
      </>
    ))
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('/chat/match-42')).toHaveAttribute('data-testid', pageMarker)
  })

  test('Seguir viendo only closes it', async () => {
    const onClose = vi.fn()
    await renderInRouter((outlet) => (
      <>
        {outlet}
        <MatchModal match={MATCH} onClose={onClose} />
      </>
    ))
    fireEvent.click(screen.getByRole('button', { name: 'Seguir viendo' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId(pageMarker)).toHaveTextContent(/^\/$/)
  })
})
