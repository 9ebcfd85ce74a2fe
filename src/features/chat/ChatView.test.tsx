import { chatMessages, chatRules } from '@contract/chat.messages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import type { ChatActionResult, MessageSending } from './chat.model'
import { chatMatch, chatMessage } from '../../../test/support/component/chat-test-docs'
import { ChatView, type ChatViewProps } from './ChatView'

/**
 * The chat screen from props: ChatPage only binds the engine to these callbacks (the e2e
 * tests drive the real thing against a server).
 */
const now = new Date(2026, 0, 10, 12, 0).getTime()
const ok = (): Promise<ChatActionResult> => Promise.resolve({ ok: true })

/** The engine's send: ids 'msg-1', 'msg-2'…; nothing stored by an earlier page unless told. */
function sendingOf(overrides: Partial<MessageSending> = {}): MessageSending {
  let made = 0
  return {
    newId: () => `msg-${++made}`,
    send: vi.fn(ok),
    isRecorded: vi.fn(() => Promise.resolve(false)),
    ...overrides,
  }
}

function setup(overrides: Partial<ChatViewProps> = {}) {
  const props: ChatViewProps = {
    matchId: 'm1',
    match: chatMatch(),
    status: 'ready',
    conversation: { messages: [], hasOlder: false, isLoading: false, loadOlder: vi.fn() },
    typing: null,
    ended: null,
    now,
    actions: {
      toggleMute: vi.fn(ok),
      report: vi.fn(ok),
      block: vi.fn(ok),
      remove: vi.fn(ok),
    },
    onRetry: vi.fn(),
    onBack: vi.fn(),
    sending: sendingOf(),
    onTypingChange: vi.fn(),
    onDiscard: vi.fn(),
    ...overrides,
  }
  return { props, rendered: renderInRouter(<ChatView {...props} />), user: userEvent.setup() }
}

const composer = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Escribe un mensaje...' })

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('ChatView: the conversation', () => {
  test('header, bubbles with their state, day separators and discarding a failed one', async () => {
    const { props, rendered, user } = setup({
      conversation: {
        messages: [
          chatMessage({
            id: 'a',
            content: 'Hola Luna',
            createdAt: new Date(2026, 0, 9, 20, 5).toISOString(),
          }),
          chatMessage({ id: 'b', content: '¿Paseamos?', isMine: true }),
          chatMessage({ id: 'c', content: 'Voy en camino', isMine: true, syncState: 'pending' }),
          chatMessage({ id: 'd', content: 'Perdido', isMine: true, syncState: 'failed' }),
        ],
        hasOlder: false,
        isLoading: false,
        loadOlder: vi.fn(),
      },
    })
    await rendered
    expect(screen.getByRole('heading', { level: 1, name: 'Rocky' })).toBeInTheDocument()
    expect(screen.getByText('de Carlos Rivera')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Mensajes' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.messageId)).toEqual(['a', 'b', 'c', 'd'])
    expect(items.map((item) => item.dataset.syncState)).toEqual([
      'synced',
      'synced',
      'pending',
      'failed',
    ])
    expect(items[0]).toHaveTextContent('Ayer')
    expect(items[0]).toHaveTextContent('20:05')
    expect(items[1]).toHaveTextContent('Hoy')
    expect(items[2]).not.toHaveTextContent('Hoy')
    expect(items[2]).toHaveTextContent('Pendiente de envío')
    expect(items[1]).not.toHaveTextContent('Pendiente de envío')
    expect(items[3]).toHaveTextContent('No se pudo enviar')
    await user.click(within(items[3]!).getByRole('button', { name: 'Descartar' }))
    expect(props.onDiscard).toHaveBeenCalledWith('d')
  })

  test('an empty conversation invites to say hello; older pages load on request', async () => {
    const loadOlder = vi.fn()
    const { rendered, user } = setup({
      conversation: { messages: [], hasOlder: true, isLoading: false, loadOlder },
    })
    await rendered
    expect(screen.getByText('Saluda a Carlos Rivera y Rocky')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ver mensajes anteriores' }))
    expect(loadOlder).toHaveBeenCalledOnce()
  })

  test('the typing indicator names who is typing', async () => {
    await setup({ typing: { userId: 'user-carlos', userName: 'Carlos' } }).rendered
    expect(screen.getByText('Carlos está escribiendo...').closest('[role="status"]')).not.toBeNull()
  })

  test('the other side ended the match: the notice shows and the composer goes', async () => {
    await setup({ ended: 'blocked' }).rendered
    expect(screen.getByRole('alert')).toHaveTextContent('ya no está disponible')
    expect(screen.queryByRole('textbox', { name: 'Escribe un mensaje...' })).toBeNull()
  })
})

describe('ChatView: the composer', () => {
  test('Enter sends and empties the box keeping focus; Shift+Enter adds a line', async () => {
    const { props, rendered, user } = setup()
    await rendered
    const box = composer()
    await user.click(box)
    await user.keyboard('Hola{Shift>}{Enter}{/Shift}Rocky')
    expect(box.value).toBe('Hola\nRocky')
    expect(props.sending.send).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(props.sending.send).toHaveBeenCalledExactlyOnceWith('Hola\nRocky', 'msg-1')
    expect(box.value).toBe('')
    expect(box).toHaveFocus()
    expect(props.onTypingChange).toHaveBeenNthCalledWith(1, true)
    expect(props.onTypingChange).toHaveBeenLastCalledWith(false)
  })

  test('a blank message is ignored and the send button stays disabled', async () => {
    const { props, rendered, user } = setup()
    await rendered
    const send = screen.getByRole('button', { name: 'Enviar' })
    expect(send).toBeDisabled()
    await user.type(composer(), '   {Enter}')
    expect(send).toBeDisabled()
    expect(props.sending.send).not.toHaveBeenCalled()
    await user.type(composer(), 'x')
    expect(send).toBeEnabled()
    await user.click(send)
    expect(props.sending.send).toHaveBeenCalledExactlyOnceWith('   x', 'msg-1')
  })

  test('grows with its text up to 120 px, then scrolls', async () => {
    let contentHeight = 40
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(
      () => contentHeight,
    )
    const { rendered, user } = setup()
    await rendered
    const box = composer()
    await user.type(box, 'a')
    expect(box.style.height).toBe('40px')
    expect(box.style.overflowY).toBe('hidden')
    contentHeight = 300
    await user.type(box, '{Shift>}{Enter}{/Shift}b')
    expect(box.style.height).toBe('120px')
    expect(box.style.overflowY).toBe('auto')
  })

  test('the draft survives leaving the screen and is cleared once sent', async () => {
    const first = setup()
    const { unmount } = await first.rendered
    await first.user.type(composer(), 'Mañana a las')
    expect(first.props.onTypingChange).toHaveBeenLastCalledWith(true)
    unmount()
    // Leaving mid-message stops the other side's typing indicator.
    expect(first.props.onTypingChange).toHaveBeenLastCalledWith(false)
    let answer: (result: ChatActionResult) => void = () => undefined
    const send = vi.fn(
      () =>
        new Promise<ChatActionResult>((resolve) => {
          answer = resolve
        }),
    )
    const second = setup({ sending: sendingOf({ send }) })
    await second.rendered
    expect(composer().value).toBe('Mañana a las')
    // A restored draft is not the user typing right now.
    expect(second.props.onTypingChange).not.toHaveBeenCalled()
    await second.user.type(composer(), ' 5{Enter}')
    expect(send).toHaveBeenCalledWith('Mañana a las 5', 'msg-1')
    expect(composer().value).toBe('')
    // Until the send answers, the text is in its record, with the id to ask the queue about.
    expect(localStorage.getItem('huellitas:chat-draft:m1')).toBeNull()
    expect(localStorage.getItem('huellitas:chat-sending:m1')).toContain('Mañana a las 5')
    answer({ ok: true })
    await vi.waitFor(() => expect(localStorage.length).toBe(0))
  })

  test('a send the last page left undecided comes back only if the device never stored it', async () => {
    // What a page of this tab left when it went mid-send, and sends of another tab: one it is
    // making now (not stored yet), one stored whose record that tab never dropped.
    sessionStorage.setItem('huellitas:tab', 'this-tab')
    localStorage.setItem('huellitas:chat-draft:m1', 'y después')
    localStorage.setItem(
      'huellitas:chat-sending:m1',
      JSON.stringify([
        { id: 'stored', text: 'Ya en la cola', tab: 'this-tab' },
        { id: 'lost', text: 'Nunca guardado', tab: 'this-tab' },
        { id: 'unknown', text: 'Aún sin respuesta', tab: 'this-tab' },
        { id: 'elsewhere', text: 'De otra pestaña', tab: 'other-tab' },
        { id: 'done-elsewhere', text: 'Guardado en otra pestaña', tab: 'other-tab' },
      ]),
    )
    // unknown: the engine cannot tell yet (no sync session).
    const answers = new Map<string, boolean | null>([
      ['stored', true],
      ['lost', false],
      ['unknown', null],
      ['elsewhere', false],
      ['done-elsewhere', true],
    ])
    const isRecorded = vi.fn((id: string) => Promise.resolve(answers.get(id) ?? null))
    const { rendered } = setup({ sending: sendingOf({ isRecorded }) })
    await rendered
    // Stored: the chat shows it (pending), so the box must not offer it for a second send.
    await vi.waitFor(() => expect(composer().value).toBe('Nunca guardado\ny después'))
    expect(localStorage.getItem('huellitas:chat-draft:m1')).toBe('Nunca guardado\ny después')
    const left = JSON.parse(localStorage.getItem('huellitas:chat-sending:m1') ?? '[]') as {
      id: string
    }[]
    expect(left.map((send) => send.id)).toEqual(['unknown', 'elsewhere'])
  })

  test('a refused send shows why and gives the text back', async () => {
    const { rendered, user } = setup({
      sending: sendingOf({
        send: () => Promise.resolve({ ok: false, message: 'El mensaje es demasiado largo' }),
      }),
    })
    await rendered
    await user.type(composer(), 'Hola{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('El mensaje es demasiado largo')
    expect(composer().value).toBe('Hola')
  })
  test('a text over the limit (a long paste) is kept whole and said too long, not sent', async () => {
    const { props, rendered, user } = setup()
    await rendered
    const long = 'x'.repeat(chatRules.contentMaxLength + 1)
    await user.click(composer())
    await user.paste(long)
    expect(composer().value).toHaveLength(long.length)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(chatMessages.contentTooLong)
    expect(props.sending.send).not.toHaveBeenCalled()
    expect(composer().value).toBe(long)
  })
})

describe('ChatView: without a match', () => {
  test('loading, not found and a load error, each with the way back', async () => {
    const loading = setup({ match: null, status: 'loading' })
    const { unmount } = await loading.rendered
    expect(screen.getByRole('status')).toHaveTextContent('Cargando')
    unmount()

    const missing = setup({ match: null, status: 'ready' })
    const second = await missing.rendered
    expect(screen.getByRole('heading', { name: 'Match no encontrado' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
    await missing.user.click(screen.getByRole('button', { name: 'Volver a matches' }))
    expect(missing.props.onBack).toHaveBeenCalledOnce()
    second.unmount()

    const failed = setup({ match: null, status: 'error' })
    await failed.rendered
    expect(
      screen.getByRole('heading', { name: 'No se pudo cargar la conversación' }),
    ).toBeInTheDocument()
    await failed.user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(failed.props.onRetry).toHaveBeenCalledOnce()
    await failed.user.click(screen.getByRole('button', { name: 'Volver a matches' }))
    expect(failed.props.onBack).toHaveBeenCalledOnce()
  })

  test('a load error with the match stored still opens the conversation', async () => {
    await setup({ status: 'error' }).rendered
    expect(screen.getByRole('heading', { level: 1, name: 'Rocky' })).toBeInTheDocument()
  })

  test('a conversation about a lost pet is named after it and warns against paying first', async () => {
    const warning =
      'Cuidado con las estafas: nunca pagues ni envíes dinero antes de ver a la mascota en persona.'
    await setup({
      match: chatMatch({
        id: 'lostPetChat:m1',
        kind: 'lostPetChat',
        lostPetId: 'alert-1',
        myPetId: null,
        myPetName: null,
        otherPetName: 'Luna',
        otherUserName: 'Ana Martínez',
      }),
    }).rendered
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sobre Luna (mascota perdida)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('con Ana Martínez')).toBeInTheDocument()
    expect(screen.getByText(warning)).toBeInTheDocument()
  })

  test('a match shows no scam warning', async () => {
    await setup().rendered
    expect(screen.queryByText(/Cuidado con las estafas/)).toBeNull()
  })
})
