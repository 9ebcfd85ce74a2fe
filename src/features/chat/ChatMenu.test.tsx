import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import type { ChatActionResult } from './chat.model'
import type { ChatActions } from './chat-actions'
import { chatMatch } from '../../../test/support/component/chat-test-docs'
import { ChatView } from './ChatView'

/** The header's info panel and options menu: keyboard, dialogs, and which action each calls. */
const ok = (): Promise<ChatActionResult> => Promise.resolve({ ok: true })
const refused = (message: string) => (): Promise<ChatActionResult> =>
  Promise.resolve({ ok: false, message })

async function setup(actions: Partial<ChatActions> = {}, muted = false, isSuperLike = false) {
  const all: ChatActions = {
    toggleMute: vi.fn(ok),
    report: vi.fn(ok),
    block: vi.fn(ok),
    remove: vi.fn(ok),
    ...actions,
  }
  await renderInRouter(
    <ChatView
      matchId="m1"
      match={chatMatch({ muted, isSuperLike })}
      status="ready"
      conversation={{ messages: [], hasOlder: false, isLoading: false, loadOlder: vi.fn() }}
      typing={null}
      ended={null}
      now={new Date(2026, 0, 10, 12, 0).getTime()}
      actions={all}
      onRetry={vi.fn()}
      onBack={vi.fn()}
      sending={{
        newId: () => 'msg-1',
        send: vi.fn(ok),
        isRecorded: () => Promise.resolve(false),
      }}
      onTypingChange={vi.fn()}
      onDiscard={vi.fn()}
    />,
  )
  return { actions: all, user: userEvent.setup() }
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Opciones' }))
  return screen.getByRole('menu')
}

describe('ChatView: the options menu', () => {
  test('arrows, Home/End and Escape move focus like a real menu', async () => {
    const { user } = await setup()
    const trigger = screen.getByRole('button', { name: 'Opciones' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    const menu = await openMenu(user)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Silenciar notificaciones',
      'Reportar',
      'Bloquear',
      'Eliminar match',
    ])
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[3]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(trigger).toHaveFocus()
    // From the keyboard: ArrowUp on the button opens on the last item.
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Eliminar match' })).toHaveFocus()
  })

  test('mute and unmute follow the match, and say how it went', async () => {
    const first = await setup({ toggleMute: vi.fn(refused('No se pudo silenciar')) })
    await first.user.click(
      within(await openMenu(first.user)).getByRole('menuitem', {
        name: 'Silenciar notificaciones',
      }),
    )
    expect(first.actions.toggleMute).toHaveBeenCalledOnce()
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo silenciar')
    document.body.innerHTML = ''

    const second = await setup({}, true)
    await second.user.click(
      within(await openMenu(second.user)).getByRole('menuitem', {
        name: 'Activar notificaciones',
      }),
    )
    expect(second.actions.toggleMute).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('Notificaciones activadas para esta conversación.'),
    ).toBeVisible()
  })

  test('report: a reason is required, then thanks; a refusal is shown in the dialog', async () => {
    const report = vi
      .fn<ChatActions['report']>()
      .mockResolvedValueOnce({ ok: false, message: 'Demasiados reportes' })
      .mockResolvedValueOnce({ ok: true })
    const { user } = await setup({ report })
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Reportar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reportar' })
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del reporte' })
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Indica el motivo del reporte.')
    expect(report).not.toHaveBeenCalled()
    await user.type(reason, '  Mensajes ofensivos  ')
    expect(within(dialog).getByText('22/500')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }))
    expect(report).toHaveBeenLastCalledWith('Mensajes ofensivos')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Demasiados reportes')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }))
    expect(await within(dialog).findByText('Gracias. Revisaremos tu reporte.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('block asks first and explains; cancel does nothing, confirm blocks', async () => {
    const { actions, user } = await setup()
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Bloquear' }))
    let dialog = await screen.findByRole('alertdialog', { name: '¿Bloquear a Carlos Rivera?' })
    expect(dialog).toHaveAccessibleDescription(/terminará para los dos/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(actions.block).not.toHaveBeenCalled()
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Bloquear' }))
    dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }))
    expect(actions.block).toHaveBeenCalledOnce()
    expect(actions.remove).not.toHaveBeenCalled()
  })

  test('delete unmatches after confirming; a refusal is shown in place', async () => {
    const { actions, user } = await setup({ remove: vi.fn(refused('Error al eliminar match')) })
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Eliminar match' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el match con Rocky?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar match' }))
    expect(actions.remove).toHaveBeenCalledOnce()
    expect(actions.block).not.toHaveBeenCalled()
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar match')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('ChatView: Información del Match', () => {
  test('the other pet, its owner, since when, super like, and the profile link', async () => {
    const { user } = await setup({}, false, true)
    await user.click(screen.getByRole('button', { name: 'Información del Match' }))
    const panel = await screen.findByRole('dialog', { name: 'Información del Match' })
    expect(within(panel).getByText('Bulldog Francés')).toBeInTheDocument()
    expect(within(panel).getByText('2 años')).toBeInTheDocument()
    expect(within(panel).getByText('Carlos Rivera')).toBeInTheDocument()
    expect(within(panel).getByText('Match desde 10 de enero de 2026')).toBeInTheDocument()
    expect(within(panel).getByText('Match por Super Like')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/pet/their-rocky',
    )
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
