import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import type { ConnectionLists } from './connections-merge'
import { ConnectionsView, type ConnectionsViewProps } from './ConnectionsView'
import { connection } from '../../../test/support/component/connections-test-docs'

/** 'Tus Conexiones' with plain lists (the RxDB side is covered by the integration test). */
const now = Date.parse('2026-01-10T12:00:00.000Z')

const match = connection({
  id: 'match:m1',
  kind: 'match',
  matchId: 'm1',
  isSuperLike: true,
  unreadCount: 3,
  lastMessage: '¿Paseamos el sábado?',
  matchedAt: '2026-01-10T11:55:00.000Z',
})
const sent = connection({
  id: 'superLikeSent:s1',
  kind: 'superLikeSent',
  otherPetId: 'their-max',
  otherPetName: 'Max',
  createdAt: '2026-01-10T09:00:00.000Z',
})
const pendingSent = connection({
  id: 'swipe:1a2b3c4d:their-kira',
  kind: 'superLikeSent',
  otherPetId: 'their-kira',
  otherPetName: 'Kira',
  syncState: 'pending',
  createdAt: '2026-01-10T11:59:30.000Z',
})
const received = connection({
  id: 'superLikeReceived:r1',
  kind: 'superLikeReceived',
  otherPetId: 'their-nala',
  otherPetName: 'Nala',
  createdAt: '2026-01-07T12:00:00.000Z',
})

const none: Pick<ConnectionLists, 'match' | 'superLikeSent' | 'superLikeReceived'> = {
  match: [],
  superLikeSent: [],
  superLikeReceived: [],
}

function renderView(props: Partial<ConnectionsViewProps> = {}) {
  return renderInRouter(
    <ConnectionsView
      lists={none}
      isLoading={false}
      feedStatus="ready"
      onRetry={() => undefined}
      now={now}
      {...props}
    />,
  )
}

describe('ConnectionsView', () => {
  test('three tabs with counts; each lists its own kind with name, owner, my pet and time', async () => {
    const user = userEvent.setup()
    await renderView({
      lists: { match: [match], superLikeSent: [pendingSent, sent], superLikeReceived: [received] },
    })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Matches1', 'Enviados2', 'Recibidos1'])
    expect(screen.getByRole('tab', { name: /Matches/ })).toHaveAttribute('aria-selected', 'true')

    const panel = screen.getByRole('tabpanel')
    const chat = within(panel).getByRole('link', { name: /Rocky/ })
    expect(chat).toHaveAttribute('href', '/chat/m1')
    expect(chat).toHaveTextContent('Hace 5 min')
    expect(chat).toHaveTextContent('de Carlos Rivera')
    expect(chat).toHaveTextContent('con Luna')
    expect(chat).toHaveTextContent('¿Paseamos el sábado?')
    expect(chat).toHaveTextContent('3 mensajes sin leer')
    expect(chat).toHaveTextContent('Super Like')

    await user.click(screen.getByRole('tab', { name: /Enviados/ }))
    const sentLinks = within(screen.getByRole('tabpanel')).getAllByRole('link')
    expect(sentLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/pet/their-kira',
      '/pet/their-max',
    ])
    expect(sentLinks[0]).toHaveTextContent('Pendiente')
    expect(sentLinks[0]).toHaveTextContent('Ahora')
    expect(sentLinks[1]).not.toHaveTextContent('Pendiente')
    expect(sentLinks[1]).toHaveTextContent('Enviado por Luna')

    await user.click(screen.getByRole('tab', { name: /Recibidos/ }))
    const receivedLink = within(screen.getByRole('tabpanel')).getByRole('link')
    expect(receivedLink).toHaveAttribute('href', '/pet/their-nala')
    expect(receivedLink).toHaveTextContent('Hace 3 d')
    expect(receivedLink).toHaveTextContent('Nala le dio Super Like a Luna')
  })

  test("'Mensajes' leads to the messages list with the unread total of every match", async () => {
    const other = connection({ id: 'match:m2', kind: 'match', matchId: 'm2', unreadCount: 8 })
    const { unmount } = await renderView({ lists: { ...none, match: [match, other] } })
    const messages = screen.getByRole('link', { name: /^Mensajes/ })
    expect(messages).toHaveAttribute('href', '/chat')
    expect(messages).toHaveTextContent('9+')
    expect(messages).toHaveTextContent('11 mensajes sin leer')
    unmount()

    await renderView()
    expect(screen.getByRole('link', { name: 'Mensajes' })).not.toHaveTextContent(/\d/)
  })

  test('arrow keys move between tabs', async () => {
    const user = userEvent.setup()
    await renderView()
    screen.getByRole('tab', { name: /Matches/ }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Enviados/ })).toHaveFocus()
    expect(screen.getByRole('tab', { name: /Enviados/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /Recibidos/ })).toHaveAttribute('aria-selected', 'true')
  })

  test('empty states: Matches and Enviados lead to /, Recibidos has no button', async () => {
    const user = userEvent.setup()
    await renderView()
    expect(screen.getByText('Aún no tienes matches')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Descubrir mascotas' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('tab', { name: /Enviados/ }))
    expect(screen.getByText('No has enviado Super Likes')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Descubrir mascotas' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('tab', { name: /Recibidos/ }))
    expect(screen.getByText('Aún no recibes Super Likes')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Descubrir mascotas' })).not.toBeInTheDocument()
  })

  test('a spinner during the first pull, the error view with Reintentar when it failed', async () => {
    const onRetry = vi.fn()
    const user = userEvent.setup()
    const { unmount } = await renderView({ feedStatus: 'loading' })
    expect(screen.getByRole('status')).toHaveTextContent('Cargando conexiones...')
    unmount()

    await renderView({ feedStatus: 'error', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar matches')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  test('stored data shows even when the feed cannot be reached (offline)', async () => {
    await renderView({ feedStatus: 'error', lists: { ...none, superLikeReceived: [received] } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('Aún no tienes matches')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Recibidos/ })).toHaveTextContent('1')
  })
})
