import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest'
import { useState } from 'react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { DiscoverPet, DiscoverStack } from '../discover'
import type { DailyQuotaState, SwipeInput, SwipeOutcome } from '../matching'
import type { MyPet } from '../pets'
import { sessionStore } from '../../session/session-store'
import {
  renderInRouter,
  testToken,
  testUser,
} from '../../../test/support/component/shell-test-harness'
import { discoverPet, petDoc } from '../../../test/support/pet-fixtures'
import HomePage from './HomePage'
import type * as MatchingModule from '../matching'

/**
 * The home's wiring: the discover and matching hooks are other features' (tested there), so
 * here they are stand-ins with the same contract; the components and the swipe flow are real.
 */
interface FakeState {
  cards: DiscoverPet[]
  status: DiscoverStack['status']
  errorMessage: string | null
  removed: string[]
  stackPetIds: (string | null | undefined)[]
  refetch: Mock<() => void>
  pets: MyPet[]
  quota: DailyQuotaState
  sendSwipe: Mock<(input: SwipeInput) => Promise<SwipeOutcome>>
  undoLastPass: Mock<(petId?: string) => Promise<unknown>>
  /** replaces the stack's cards, as a fetched page or a changed query does */
  setCards: (cards: DiscoverPet[]) => void
}

const fake = vi.hoisted(() => {
  const state: FakeState = {
    cards: [],
    status: 'ready',
    errorMessage: null,
    removed: [],
    stackPetIds: [],
    refetch: vi.fn<() => void>(),
    pets: [],
    quota: { quota: null, isPremium: false, likesLeft: null, superLikesLeft: null },
    sendSwipe: vi.fn<(input: SwipeInput) => Promise<SwipeOutcome>>(),
    undoLastPass: vi.fn<(petId?: string) => Promise<unknown>>(),
    setCards: () => undefined,
  }
  return state
})

vi.mock('../discover', () => ({
  useDiscoverStack: (userPetId: string | null | undefined): DiscoverStack => {
    fake.stackPetIds.push(userPetId)
    const [cards, setCards] = useState(fake.cards)
    fake.setCards = setCards
    return {
      status: fake.status === 'ready' && cards.length === 0 ? 'empty' : fake.status,
      cards,
      errorMessage: fake.errorMessage,
      isFetching: false,
      isStoredCopy: false,
      remove: (petId) => {
        fake.removed.push(petId)
        setCards((before) => before.filter((pet) => pet.id !== petId))
      },
      restore: (pet) => setCards((before) => [pet, ...before]),
      refetch: fake.refetch,
    }
  },
  useDiscoverFilters: () => ({
    filters: { ageMin: null, ageMax: null, gender: 'all', breed: '', maxDistance: 50 },
    activeFilters: [],
    setFilters: vi.fn(),
    resetFilter: vi.fn(),
    clearFilters: vi.fn(),
  }),
  useActingPet: () => ({
    pets: fake.pets,
    actingPet: fake.pets[0] ?? null,
    setActingPetId: vi.fn(),
    isLoading: false,
  }),
}))

vi.mock('../premium/premium.api', () => ({ undoLastPass: fake.undoLastPass }))

vi.mock('../matching', async (importOriginal) => ({
  ...(await importOriginal<typeof MatchingModule>()),
  sendSwipe: fake.sendSwipe,
  useDailyQuota: () => fake.quota,
}))

function myPet(id: string, name: string): MyPet {
  return { ...petDoc({ id, name }), syncState: 'synced' }
}

const LUNA = discoverPet({ id: 'pet-luna', name: 'Luna' })
const ROCKY = discoverPet({ id: 'pet-rocky', name: 'Rocky' })
/** Max's like of Luna makes a match. */
const LUNA_MATCHED: SwipeOutcome = {
  kind: 'matched',
  match: {
    id: 'match-1',
    myPet: { id: 'pet-max', name: 'Max', breed: 'Beagle', age: 2, photo: null },
    otherPet: { id: 'pet-luna', name: 'Luna', breed: 'Labrador', age: 3, photo: null },
  } as never,
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  sessionStore.signIn(testUser({ name: 'Lucía Pérez' }), testToken)
  fake.cards = [LUNA, ROCKY]
  fake.status = 'ready'
  fake.errorMessage = null
  fake.removed = []
  fake.stackPetIds = []
  fake.pets = [myPet('pet-max', 'Max')]
  fake.quota = { quota: null, isPremium: false, likesLeft: null, superLikesLeft: null }
  fake.sendSwipe.mockReset().mockResolvedValue({ kind: 'sent' })
  fake.refetch.mockReset()
  fake.undoLastPass.mockReset()
})

afterEach(() => {
  sessionStore.signOut()
  vi.restoreAllMocks()
})

function topCard() {
  return screen.getByTestId('swipe-card')
}

describe('HomePage', () => {
  test('a user without pets gets the welcome, and can still browse', async () => {
    fake.pets = []
    await renderInRouter(() => <HomePage />)
    // The welcome is a lazy chunk: on a loaded machine its import takes over the default 1 s.
    expect(
      await screen.findByRole(
        'heading',
        { name: '¡Te damos la bienvenida a Huellitas, Lucía!' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Agregar mi mascota' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(topCard()).toHaveAccessibleName('Luna')
    // Browsing mode: the stack is asked for without an acting pet.
    expect(fake.stackPetIds).toContain(null)
  })

  test('with pets: no welcome; the acting-pet selector only when there is a choice', async () => {
    await renderInRouter(() => <HomePage />)
    expect(screen.queryByRole('link', { name: 'Agregar mi mascota' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Responde como')).not.toBeInTheDocument()
    // undefined: nothing asked yet (the queued swipes are being read); then only Max's stack.
    await waitFor(() => expect(fake.stackPetIds).toContain('pet-max'))
    expect(new Set(fake.stackPetIds.filter((id) => id !== undefined))).toEqual(new Set(['pet-max']))
  })

  test('two pets: the selector lists them', async () => {
    fake.pets = [myPet('pet-max', 'Max'), myPet('pet-kira', 'Kira')]
    await renderInRouter(() => <HomePage />)
    const select = await screen.findByLabelText('Responde como')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Max', 'Kira'])
  })

  test('the swipes indicator: the default 10 while unknown, then what is left, or unlimited', async () => {
    await renderInRouter(() => <HomePage />)
    expect(screen.getByText('Swipes: 10')).toBeInTheDocument()
  })

  test.each<[Partial<DailyQuotaState>, string]>([
    [{ likesLeft: 7 }, 'Swipes: 7'],
    [{ isPremium: true }, 'Swipes ilimitados'],
  ])('quota %o shows %s', async (quota, text) => {
    fake.quota = { ...fake.quota, ...quota }
    await renderInRouter(() => <HomePage />)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  test('Me gusta sends a like as the acting pet; the card leaves and the next is on top', async () => {
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(fake.sendSwipe).toHaveBeenCalledExactlyOnceWith({
      target: {
        petId: 'pet-luna',
        name: 'Luna',
        breed: 'Labrador',
        age: 3,
        photo: LUNA.photos[0],
        ownerName: 'Carlos Rivera',
      },
      action: 'like',
      userPetId: 'pet-max',
    })
    // While it flies out the buttons do nothing.
    expect(screen.getByRole('button', { name: 'Pasar' })).toBeDisabled()
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Rocky'))
    expect(fake.removed).toEqual(['pet-luna'])
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    expect(fake.sendSwipe).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'pass' }))
    expect(await screen.findByRole('heading', { name: 'No hay más mascotas' })).toBeInTheDocument()
    expect(screen.getByText('Vuelve más tarde para ver nuevos perfiles')).toBeInTheDocument()
  })

  test('a mutual like opens ¡Es un Match!', async () => {
    fake.sendSwipe.mockResolvedValue(LUNA_MATCHED)
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(await screen.findByRole('dialog', { name: '¡Es un Match!' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Seguir viendo' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('the stack changing under a card in flight still shows its match and frees the buttons', async () => {
    fake.sendSwipe.mockResolvedValue(LUNA_MATCHED)
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    // Mid fly-out a new page replaces the stack (a replicated profile moved the query, say):
    // the card in flight is gone from it before its animation ends.
    act(() => fake.setCards([ROCKY]))
    expect(await screen.findByRole('dialog', { name: '¡Es un Match!' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Seguir viendo' }))
    expect(topCard()).toHaveAccessibleName('Rocky')
    expect(screen.getByRole('button', { name: 'Me gusta' })).toBeEnabled()
    expect(fake.removed).toEqual(['pet-luna'])
  })

  test('a super like without an own pet is not sent and the card stays', async () => {
    fake.pets = []
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Super like' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registra una mascota para dar Super Likes',
    )
    expect(fake.sendSwipe).not.toHaveBeenCalled()
    expect(topCard()).toHaveAccessibleName('Luna')
    expect(screen.getByRole('button', { name: 'Me gusta' })).toBeEnabled()
  })

  test.each<[SwipeOutcome, string]>([
    [{ kind: 'pending' }, 'Pendiente de envío'],
    [{ kind: 'refused', message: 'Alcanzaste tu límite diario de likes' }, 'Alcanzaste tu límite'],
  ])('outcome %o: the card goes and the line says so', async (outcome, text) => {
    fake.sendSwipe.mockResolvedValue(outcome)
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument()
    expect(topCard()).toHaveAccessibleName('Rocky')
  })

  test('premium: Deshacer brings the passed card back on top; the server is told which pet', async () => {
    fake.quota = { quota: null, isPremium: true, likesLeft: null, superLikesLeft: null }
    fake.undoLastPass.mockResolvedValue({ success: true, petId: 'pet-luna' })
    await renderInRouter(() => <HomePage />)
    expect(screen.queryByRole('button', { name: /Deshacer/ })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Rocky'))
    const undo = await screen.findByRole(
      'button',
      { name: 'Deshacer el pase a Luna' },
      { timeout: 5000 },
    )
    fireEvent.click(undo)
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Luna'))
    expect(fake.undoLastPass).toHaveBeenCalledExactlyOnceWith('pet-luna')
    expect(screen.queryByRole('button', { name: /Deshacer/ })).not.toBeInTheDocument()
  })

  test('Deshacer is not offered to free users', async () => {
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Rocky'))
    expect(screen.queryByRole('button', { name: /Deshacer/ })).not.toBeInTheDocument()
  })

  test('premium: a refused undo keeps the stack and says why', async () => {
    fake.quota = { quota: null, isPremium: true, likesLeft: null, superLikesLeft: null }
    fake.undoLastPass.mockRejectedValue(new Error('offline'))
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Rocky'))
    fireEvent.click(
      await screen.findByRole('button', { name: 'Deshacer el pase a Luna' }, { timeout: 5000 }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(/deshacer/i)
    expect(topCard()).toHaveAccessibleName('Rocky')
    // A like after the pass: the pass is no longer the last swipe, the button goes.
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Deshacer/ })).not.toBeInTheDocument(),
    )
  })

  test('a failed send never blocks the stack', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.sendSwipe.mockRejectedValue(new Error('boom'))
    await renderInRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    await waitFor(() => expect(topCard()).toHaveAccessibleName('Rocky'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Me gusta' })).toBeEnabled()
  })

  test('a failed first fetch shows its message and Reintentar', async () => {
    fake.status = 'error'
    fake.cards = []
    fake.errorMessage = 'Error al cargar mascotas'
    await renderInRouter(() => <HomePage />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar mascotas')
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(fake.refetch).toHaveBeenCalledTimes(1)
  })
})
