import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderInRouter } from '../landing/render-in-router'
import { fromStored } from './match-detail-model'
import { MatchDetailView } from './MatchDetailView'
import { connection } from '../../../test/support/component/connections-test-docs'
import type { MatchDetailState } from './use-match-detail'

/** The match detail's states, from props (the e2e test drives the real screen). */
const now = Date.parse('2026-01-10T12:00:00.000Z')
const stored = connection({
  id: 'match:m1',
  kind: 'match',
  matchId: 'm1',
  matchedAt: '2026-01-10T09:00:00.000Z',
})

function renderView(state: MatchDetailState, unmatchError: string | null = null) {
  const onUnmatch = vi.fn()
  const rendered = renderInRouter(
    <MatchDetailView state={state} now={now} unmatchError={unmatchError} onUnmatch={onUnmatch} />,
  )
  return { rendered, onUnmatch }
}

describe('MatchDetailView', () => {
  test('both pets, the owner, the time and the three actions', async () => {
    const user = userEvent.setup()
    const { rendered, onUnmatch } = renderView({
      kind: 'ready',
      match: fromStored(stored, 'm1'),
      isStored: false,
    })
    await rendered
    expect(screen.getByRole('heading', { name: '¡Es un Match!' })).toBeInTheDocument()
    expect(screen.getByText('Luna y Rocky')).toBeInTheDocument()
    expect(screen.getByText('Carlos Rivera')).toBeInTheDocument()
    expect(screen.getByText('Match hace 3 h')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Enviar mensaje' })).toHaveAttribute('href', '/chat/m1')
    expect(screen.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute(
      'href',
      '/pet/their-rocky',
    )
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Deshacer match' }))
    expect(onUnmatch).toHaveBeenCalledOnce()
  })

  test('from this device when the server cannot answer, with a refused unmatch shown', async () => {
    const { rendered } = renderView(
      { kind: 'ready', match: fromStored(stored, 'm1'), isStored: true },
      'Error al deshacer match',
    )
    await rendered
    expect(screen.getByText(/Sin conexión/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Error al deshacer match')
  })

  test('not found, and other load errors', async () => {
    const first = renderView({ kind: 'not-found' })
    const { unmount } = await first.rendered
    expect(screen.getByRole('heading', { name: 'Match no encontrado' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a Tus Conexiones' })).toHaveAttribute(
      'href',
      '/matches',
    )
    unmount()
    await renderView({ kind: 'error', message: 'Error al cargar match' }).rendered
    expect(screen.getByRole('heading', { name: 'Error al cargar match' })).toBeInTheDocument()
  })
})
