import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import type { LostPetDoc } from '@contract/lost-pets.contract'
import { LostPetCardActions } from './LostPetCardActions'
import type { ListedLostPet } from './lost-pets.repo'

const luna: ListedLostPet = {
  id: 'a1',
  petId: 'p1',
  reporterId: 'ana',
  ownerId: 'ana',
  name: 'Luna',
  breed: null,
  species: 'dog',
  photos: [],
  latitude: null,
  longitude: null,
  lastSeenLocation: 'San Salvador',
  lastSeenDate: '2026-11-26',
  lastSeenTime: '08:00',
  urgencyLevel: 'high',
  reward: null,
  description: 'x',
  contactPhone: '+503 7012 3456',
  contactEmail: null,
  additionalNotes: null,
  views: 0,
  status: 'active',
  expiresAt: '2027-01-25T12:00:00Z',
  createdAt: '2026-11-26T08:00:00Z',
  updatedAt: '2026-11-26T08:00:00Z',
  syncState: 'synced',
} satisfies LostPetDoc & { syncState: 'synced' }

function renderActions(pet: ListedLostPet, isMine: boolean) {
  const onFlyer = vi.fn()
  render(
    <LostPetCardActions
      pet={pet}
      isMine={isMine}
      onSighting={vi.fn()}
      onShare={vi.fn()}
      onStatus={vi.fn()}
      onFlyer={onFlyer}
      onMessage={vi.fn()}
      isOpening={false}
    />,
  )
  return onFlyer
}

const flyerButton = () => screen.queryByRole('button', { name: 'Cartel para imprimir de Luna' })

describe('the flyer action on a lost-pet card', () => {
  test('the owner opens the flyer of their lost pet', () => {
    const onFlyer = renderActions(luna, true)
    fireEvent.click(flyerButton()!)
    expect(onFlyer).toHaveBeenCalledWith(luna)
  })

  test('a neighbour may print one too', () => {
    renderActions(luna, false)
    expect(flyerButton()).toBeInTheDocument()
  })

  test('a found pet has no flyer', () => {
    renderActions({ ...luna, status: 'found' }, true)
    expect(flyerButton()).not.toBeInTheDocument()
  })

  test.each([
    ['the owner: share and mark found', { isMine: true, phone: '+503 7012 3456' }, true],
    [
      'a neighbour without a phone: message, sighting and share',
      { isMine: false, phone: '' },
      false,
    ],
    [
      'a neighbour: contact, message, sighting and share',
      { isMine: false, phone: '+503 7012 3456' },
      true,
    ],
  ])('after the buttons of %s, it takes a whole row: %s', (_, { isMine, phone }, isWide) => {
    renderActions({ ...luna, contactPhone: phone }, isMine)
    expect(flyerButton()?.classList.contains('col-span-2')).toBe(isWide)
  })
})
