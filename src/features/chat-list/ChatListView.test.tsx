import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import { ChatListView, type ChatListViewProps } from './ChatListView'
import { conversation } from '../../../test/support/component/test-conversations'

/** 'Mensajes' with plain documents (the RxDB side is the connections feature's, tested there). */
const now = Date.parse('2026-01-10T12:00:00.000Z')

const rocky = conversation({
  id: 'match:m1',
  matchId: 'm1',
  isSuperLike: true,
  unreadCount: 3,
  lastMessage: '¿Paseamos el sábado?',
  lastMessageAt: '2026-01-10T11:55:00.000Z',
})
const nala = conversation({
  id: 'match:m2',
  matchId: 'm2',
  otherPetName: 'Nala',
  otherPetBreed: 'Golden Retriever',
  otherUserName: 'Ana Núñez',
  muted: true,
  unreadCount: 150,
  lastMessage: 'Hola',
  lastMessageAt: '2026-01-10T11:59:30.000Z',
})
const bolivar = conversation({
  id: 'match:m3',
  matchId: 'm3',
  otherPetName: 'Bolívar',
  otherPetBreed: 'Beagle',
  otherUserName: 'Pedro Gómez',
  matchedAt: '2026-01-01T12:00:00.000Z',
})

function renderView(props: Partial<ChatListViewProps> = {}) {
  return renderInRouter(
    <ChatListView
      conversations={[]}
      isLoading={false}
      feedStatus="ready"
      onRetry={() => undefined}
      now={now}
      {...props}
    />,
    '/chat',
  )
}

describe('ChatListView', () => {
  test('lists conversations newest first, each a link with pet, owner, preview, time and marks', async () => {
    await renderView({ conversations: [bolivar, rocky, nala] })
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument()

    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chat/m2',
      '/chat/m1',
      '/chat/m3',
    ])

    const chat = screen.getByRole('link', { name: /Rocky.*Carlos Rivera/ })
    expect(chat).toHaveTextContent('¿Paseamos el sábado?')
    expect(chat).toHaveTextContent('Hace 5 min')
    expect(chat).toHaveTextContent('de Carlos Rivera · con Luna')
    expect(within(chat).getByLabelText('3 mensajes sin leer')).toHaveTextContent('3')
    expect(within(chat).getByRole('img', { name: 'Super Like' })).toBeInTheDocument()
    expect(within(chat).queryByRole('img', { name: 'Notificaciones silenciadas' })).toBeNull()

    const muted = screen.getByRole('link', { name: /Nala.*Ana Núñez/ })
    expect(muted).toHaveTextContent('Ahora')
    expect(within(muted).getByLabelText('150 mensajes sin leer')).toHaveTextContent('99+')
    expect(
      within(muted).getByRole('img', { name: 'Notificaciones silenciadas' }),
    ).toBeInTheDocument()

    const silent = screen.getByRole('link', { name: /Bolívar.*Pedro Gómez/ })
    expect(silent).toHaveTextContent('Nuevo match: ¡saluda!')
    expect(silent).toHaveTextContent('1 ene')
    expect(within(silent).queryByLabelText(/sin leer/)).toBeNull()
  })

  test('a chat with an unread priority message comes first, labelled; the others carry no label', async () => {
    const urgent = conversation({
      id: 'match:m4',
      matchId: 'm4',
      otherPetName: 'Toby',
      otherUserName: 'Marta Ruiz',
      unreadCount: 1,
      hasUnreadPriority: true,
      lastMessage: '¿Sigue disponible?',
      lastMessageAt: '2026-01-09T08:00:00.000Z',
    })
    await renderView({ conversations: [bolivar, rocky, urgent, nala] })
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/chat/m4',
      '/chat/m2',
      '/chat/m1',
      '/chat/m3',
    ])
    const first = screen.getByRole('link', { name: /Toby.*Marta Ruiz/ })
    const label = within(first).getByRole('img', { name: 'Mensaje prioritario sin leer' })
    expect(label).toHaveTextContent('Prioritario')
    for (const other of ['Rocky', 'Nala', 'Bolívar']) {
      const link = screen.getByRole('link', { name: new RegExp(other) })
      expect(within(link).queryByText('Prioritario')).toBeNull()
    }
  })

  test('a match not yet on the server shows as pending and opens nothing', async () => {
    const pending = conversation({ id: 'swipe:x', matchId: null, syncState: 'pending' })
    await renderView({ conversations: [pending] })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Pendiente')).toBeInTheDocument()
    expect(screen.getByText('Rocky')).toBeInTheDocument()
  })

  test('the search filters by owner, pet or breed, says when nothing matches and clears', async () => {
    const user = userEvent.setup()
    await renderView({ conversations: [rocky, nala, bolivar] })
    const search = screen.getByRole('searchbox', { name: 'Buscar conversaciones...' })
    expect(search).toHaveAttribute('placeholder', 'Buscar conversaciones...')

    await user.type(search, 'bolivar')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/chat/m3',
    ])

    await user.clear(search)
    await user.type(search, 'GOLDEN')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/chat/m2',
    ])

    await user.clear(search)
    await user.type(search, 'gato')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Sin resultados para "gato"')).toBeInTheDocument()

    await user.click(screen.getAllByRole('button', { name: 'Borrar búsqueda' })[0]!)
    expect(search).toHaveValue('')
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  test('no match at all: the empty state leads to discovering pets, with no search box', async () => {
    await renderView()
    expect(screen.getByRole('link', { name: 'Descubrir mascotas' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('searchbox')).toBeNull()
  })

  test('nothing stored and the first pull failed: the error with Reintentar', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    await renderView({ feedStatus: 'error', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar matches')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link', { name: 'Descubrir mascotas' })).toBeNull()
  })

  test('what is stored wins over a failed pull; a spinner while the first pull runs', async () => {
    const { unmount } = await renderView({ conversations: [rocky], feedStatus: 'error' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: /Rocky/ })).toBeInTheDocument()
    unmount()

    await renderView({ feedStatus: 'loading' })
    expect(screen.getByRole('status')).toHaveTextContent('Cargando conversaciones...')
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('names a conversation about a lost pet after the pet, with the other person', async () => {
    const aboutLuna = conversation({
      id: 'lostPetChat:c1',
      kind: 'lostPetChat',
      matchId: 'c1',
      lostPetId: 'alert-1',
      myPetId: null,
      myPetName: null,
      otherPetName: 'Luna',
      otherUserName: 'Carlos Rivera',
    })
    await renderView({ conversations: [aboutLuna, bolivar] })
    const link = screen.getByRole('link', { name: /Sobre Luna \(mascota perdida\)/ })
    expect(link).toHaveAttribute('href', '/chat/c1')
    expect(link).toHaveTextContent('con Carlos Rivera')
    expect(link).toHaveTextContent('Conversación sobre una mascota perdida')
    expect(link).not.toHaveTextContent('Nuevo match')
  })
})
