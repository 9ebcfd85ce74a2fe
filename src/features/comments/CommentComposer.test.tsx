import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { CommentComposer } from './CommentComposer'

function Harness({
  onSubmit,
  canSend = true,
  initial = '',
}: {
  onSubmit: (content: string) => Promise<boolean>
  canSend?: boolean
  initial?: string
}) {
  const [value, setValue] = useState(initial)
  return <CommentComposer value={value} onChange={setValue} onSubmit={onSubmit} canSend={canSend} />
}

const field = () => screen.getByRole('textbox', { name: 'Escribe un comentario' })
const send = () => screen.getByRole('button', { name: /Publicar|Publicando/ })

describe('CommentComposer (spec §5 Comment)', () => {
  test('counts characters as n/500 and stops at 500', async () => {
    const user = userEvent.setup()
    render(<Harness onSubmit={vi.fn()} />)
    expect(screen.getByText('0/500')).toBeInTheDocument()
    await user.type(field(), 'Hola')
    expect(screen.getByText('4/500')).toBeInTheDocument()
    expect(field()).toHaveAttribute('maxLength', '500')
    await user.clear(field())
    await user.click(field())
    await user.paste('x'.repeat(520))
    expect(field()).toHaveValue('x'.repeat(500))
    expect(screen.getByText('500/500')).toBeInTheDocument()
  })

  test('blank or whitespace-only text cannot be sent', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve(true))
    render(<Harness onSubmit={onSubmit} />)
    expect(send()).toBeDisabled()
    await user.type(field(), '    ')
    expect(send()).toBeDisabled()
    await user.type(field(), '{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  test('sends the trimmed text once, even when pressed twice; empties after success', async () => {
    const user = userEvent.setup()
    let finish: (published: boolean) => void = () => undefined
    const onSubmit = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve
        }),
    )
    render(<Harness onSubmit={onSubmit} />)
    await user.type(field(), '  ¡Qué linda!  ')
    await user.click(send())
    expect(send()).toBeDisabled()
    expect(send()).toHaveAccessibleName('Publicando...')
    await user.click(send())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith('¡Qué linda!')
    finish(true)
    await vi.waitFor(() => expect(field()).toHaveValue(''))
  })

  test('a failed post keeps the text', async () => {
    const user = userEvent.setup()
    render(<Harness onSubmit={() => Promise.resolve(false)} />)
    await user.type(field(), 'Hola')
    await user.click(send())
    await vi.waitFor(() => expect(send()).toBeEnabled())
    expect(field()).toHaveValue('Hola')
  })

  test('offline: typing is allowed, sending is not', async () => {
    const user = userEvent.setup()
    render(<Harness onSubmit={vi.fn()} canSend={false} />)
    await user.type(field(), 'Hola')
    expect(field()).toHaveValue('Hola')
    expect(send()).toBeDisabled()
  })
})
