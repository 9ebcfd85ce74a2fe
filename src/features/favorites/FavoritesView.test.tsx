import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import { connection } from '../../../test/support/component/connections-test-docs'
import type { ConnectionActionResult } from '../connections'
import { FavoritesView, type FavoritesViewProps } from './FavoritesView'

/** 'Mis Matches' with plain data and a spy for removal. */
const matched = connection({
  id: 'favorite:f1',
  kind: 'favorite',
  matchId: 'm1',
  otherPetId: 'their-rocky',
})
const waiting = connection({
  id: 'favorite:f2',
  kind: 'favorite',
  otherPetId: 'their-max',
  otherPetName: 'Max',
  otherPetBreed: 'Beagle',
  otherPetAge: 1,
  isSuperLike: true,
})
const pending = connection({
  id: 'swipe:1a2b3c4d:their-kira',
  kind: 'favorite',
  otherPetId: 'their-kira',
  otherPetName: 'Kira',
  syncState: 'pending',
})

function renderView(props: Partial<FavoritesViewProps> = {}) {
  return renderInRouter(
    <FavoritesView
      favorites={[]}
      isLoading={false}
      feedStatus="ready"
      onRetry={() => undefined}
      remove={() => Promise.resolve({ ok: true, id: 'x', status: 'saved' })}
      {...props}
    />,
  )
}

const card = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement

describe('FavoritesView', () => {
  test('a matched favorite opens the chat; one without a match waits with a disabled chat', async () => {
    const user = userEvent.setup()
    await renderView({ favorites: [matched, waiting, pending] })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mis Matches')

    const rocky = within(card('Rocky'))
    expect(rocky.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat/m1')
    expect(rocky.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/pet/their-rocky',
    )
    expect(rocky.queryByText('Esperando que te den like')).not.toBeInTheDocument()
    expect(rocky.getByText('Dueño: Carlos Rivera')).toBeInTheDocument()

    const max = within(card('Max'))
    expect(max.getByText('Beagle · 1 año')).toBeInTheDocument()
    expect(max.getByText('Esperando que te den like')).toBeInTheDocument()
    expect(max.getByText('Esperando')).toBeInTheDocument()
    const noMatch = max.getByRole('button', { name: 'Sin match' })
    expect(noMatch).toHaveAttribute('aria-disabled', 'true')
    expect(max.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument()
    await user.click(noMatch)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aún no hay match. Espera a que esta mascota también te de like',
    )

    const kira = within(card('Kira'))
    expect(kira.getByText('Pendiente')).toBeInTheDocument()
    // Not on the server yet: nothing to remove.
    expect(kira.queryByRole('button', { name: 'Quitar de favoritos' })).not.toBeInTheDocument()
  })

  test('remove sends the favorite’s id; a refusal shows the message', async () => {
    const user = userEvent.setup()
    const remove = vi.fn((): Promise<ConnectionActionResult> =>
      Promise.resolve({ ok: false, message: 'Error al eliminar de favoritos' }),
    )
    await renderView({ favorites: [matched, waiting], remove })
    await user.click(within(card('Max')).getByRole('button', { name: 'Quitar de favoritos' }))
    expect(remove).toHaveBeenCalledWith('favorite:f2')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar de favoritos')
  })

  test('empty state leads to /; load error offers Reintentar; spinner while the first pull runs', async () => {
    const onRetry = vi.fn()
    const user = userEvent.setup()
    const first = await renderView()
    expect(screen.getByText('Aún no tienes favoritos')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Descubrir mascotas' })).toHaveAttribute('href', '/')
    first.unmount()

    const second = await renderView({ feedStatus: 'loading' })
    expect(screen.getByRole('status')).toHaveTextContent('Cargando favoritos...')
    second.unmount()

    await renderView({ feedStatus: 'error', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar favoritos')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
