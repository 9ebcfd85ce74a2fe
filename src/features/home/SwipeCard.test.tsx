import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { SwipeKind } from '../matching'
import { renderInRouter } from '../../../test/support/component/shell-test-harness'
import { discoverPet } from '../../../test/support/pet-fixtures'
import { installPointerEvents } from './home-fixtures'
import { SwipeCard, type SwipeCardProps } from './SwipeCard'
import { SwipeActions } from '../matching'

beforeEach(() => {
  installPointerEvents()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function renderCard(overrides: Partial<SwipeCardProps> = {}) {
  const props: SwipeCardProps = {
    pet: discoverPet(),
    exit: null,
    onDecide: vi.fn(),
    onOpenPhotos: vi.fn(),
    onOpenComments: vi.fn(),
    ...overrides,
  }
  const router = await renderInRouter(() => <SwipeCard {...props} />)
  return { props, router, card: screen.getByRole('article', { name: 'Luna' }) }
}

/** One drag with the mouse, from (100, 300) by (dx, dy), in a few moves. */
function drag(element: HTMLElement, dx: number, dy: number) {
  const start = { clientX: 100, clientY: 300 }
  fireEvent.pointerDown(element, { ...start, pointerId: 1, isPrimary: true, buttons: 1, button: 0 })
  for (const part of [0.25, 0.5, 0.75, 1]) {
    fireEvent.pointerMove(element, {
      clientX: start.clientX + dx * part,
      clientY: start.clientY + dy * part,
      pointerId: 1,
      isPrimary: true,
      buttons: 1,
    })
  }
  fireEvent.pointerUp(element, {
    clientX: start.clientX + dx,
    clientY: start.clientY + dy,
    pointerId: 1,
    isPrimary: true,
    buttons: 0,
  })
}

describe('SwipeCard', () => {
  test("the discreet 'En celo' badge shows only on a pet discover badged (a filtered search)", async () => {
    const { card } = await renderCard()
    expect(within(card).queryByText('En celo')).toBeNull()
    cleanup()
    const badged = await renderCard({ pet: { ...discoverPet(), inHeat: true } })
    expect(within(badged.card).getByText('En celo')).toBeInTheDocument()
  })

  test('shows who the pet is: name, age, breed, distance, owner and personalities', async () => {
    await renderCard()
    expect(screen.getByRole('heading', { name: 'Luna, 3 años' })).toBeInTheDocument()
    expect(screen.getByText('Labrador · Hembra')).toBeInTheDocument()
    expect(screen.getByText('2 km')).toBeInTheDocument()
    expect(screen.getByText('Carlos Rivera · San Salvador')).toBeInTheDocument()
    expect(screen.getByText('Juguetón')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/pet/pet-luna',
    )
  })

  test("an owner who hides the distance shows 'cerca de ti', never kilometres", async () => {
    const pet = {
      ...discoverPet(),
      distance: null,
      formattedDistance: 'cerca de ti',
      distanceHidden: true as const,
    }
    const { card } = await renderCard({ pet })
    expect(within(card).getByText('cerca de ti')).toBeInTheDocument()
    expect(within(card).queryByText(/km/)).toBeNull()
  })

  test.each<[string, number, number, SwipeKind]>([
    ['right', 160, 10, 'like'],
    ['left', -160, 10, 'pass'],
    ['up', 20, -160, 'superlike'],
  ])('a drag %s beyond 100 px decides %s', async (_direction, dx, dy, kind) => {
    const { props, card } = await renderCard()
    drag(card, dx, dy)
    expect(props.onDecide).toHaveBeenCalledExactlyOnceWith(kind)
  })

  test('a drag of 90 px springs back and decides nothing', async () => {
    const { props, card } = await renderCard()
    drag(card, 90, 0)
    expect(props.onDecide).not.toHaveBeenCalled()
    expect(card.style.transform).toBe('translate(0px, 0px) rotate(0deg)')
  })

  test('while dragging right, ME GUSTA shows as strongly as the drag is far', async () => {
    const { card } = await renderCard()
    fireEvent.pointerDown(card, {
      clientX: 100,
      clientY: 300,
      pointerId: 1,
      isPrimary: true,
      buttons: 1,
    })
    fireEvent.pointerMove(card, {
      clientX: 150,
      clientY: 300,
      pointerId: 1,
      isPrimary: true,
      buttons: 1,
    })
    expect(screen.getByText('ME GUSTA').style.opacity).toBe('0.5')
    expect(screen.getByText('NOPE').style.opacity).toBe('0')
    fireEvent.pointerMove(card, {
      clientX: 20,
      clientY: 300,
      pointerId: 1,
      isPrimary: true,
      buttons: 1,
    })
    expect(screen.getByText('NOPE').style.opacity).toBe('0.8')
    expect(screen.getByText('ME GUSTA').style.opacity).toBe('0')
  })

  test('flying out, it ignores drags', async () => {
    const { props, card } = await renderCard({ exit: 'like' })
    expect(card.style.transform).toContain('translate(150%')
    expect(screen.getByText('ME GUSTA').style.opacity).toBe('1')
    drag(card, -200, 0)
    expect(props.onDecide).not.toHaveBeenCalled()
  })

  test('a tap on the photo opens the viewer; the click that ends a drag does not', async () => {
    const { props, card } = await renderCard()
    const photo = screen.getByRole('button', { name: 'Ver fotos de Luna' })
    fireEvent.click(photo)
    expect(props.onOpenPhotos).toHaveBeenCalledTimes(1)
    drag(card, 60, 0)
    fireEvent.click(photo)
    expect(props.onOpenPhotos).toHaveBeenCalledTimes(1)
  })

  test('the comment button opens the comments', async () => {
    const { props } = await renderCard()
    fireEvent.click(screen.getByRole('button', { name: 'Comentarios sobre Luna' }))
    expect(props.onOpenComments).toHaveBeenCalledTimes(1)
  })
})

describe('SwipeActions', () => {
  test('Pasar, Super like and Me gusta answer like the gestures', async () => {
    const onAction = vi.fn()
    await renderInRouter(() => <SwipeActions isDisabled={false} onAction={onAction} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pasar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Super like' }))
    fireEvent.click(screen.getByRole('button', { name: 'Me gusta' }))
    expect(onAction.mock.calls).toEqual([['pass'], ['superlike'], ['like']])
  })

  test('disabled while a card flies out', async () => {
    const onAction = vi.fn()
    await renderInRouter(() => <SwipeActions isDisabled onAction={onAction} />)
    for (const name of ['Pasar', 'Super like', 'Me gusta']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
    }
  })
})
