import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Notice, OutcomeNotice, type NoticeKind } from './Notice'

describe('Notice', () => {
  it.each<[NoticeKind, 'alert' | 'status']>([
    ['error', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['offline', 'status'],
  ])('a %s notice is a live %s region with its text', (kind, role) => {
    render(<Notice kind={kind}>Sin conexión</Notice>)
    expect(screen.getByRole(role)).toHaveTextContent('Sin conexión')
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).toBeNull()
  })

  it('carries an action and an id a form can point at', () => {
    render(
      <Notice kind="error" id="form-error" action={<button type="button">Reintentar</button>}>
        No se pudo guardar
      </Notice>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveAttribute('id', 'form-error')
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Reintentar' }))
  })
})

describe('OutcomeNotice', () => {
  it('shows nothing before the first outcome, then the outcome in its kind', () => {
    const { rerender, container } = render(<OutcomeNotice notice={null} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<OutcomeNotice notice={{ text: 'Guardado', kind: 'success' }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Guardado')
  })
})
