import { Component, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lazyDialog } from './lazy-dialog'

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Avistamiento">
      <button type="button" onClick={onClose}>
        Listo
      </button>
    </div>
  )
}

describe('lazyDialog', () => {
  it('offline before its chunk was stored: a line with a way out, then it loads on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<{ default: typeof Dialog }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/Dialog-x.js'),
      )
      .mockResolvedValue({ default: Dialog })
    const LazyDialog = lazyDialog(load)
    const onClose = vi.fn()
    const first = render(<LazyDialog onClose={onClose} />)
    expect(await screen.findByText(/aún no está guardada en tu dispositivo/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledOnce()
    first.unmount()

    render(<LazyDialog onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: 'Avistamiento' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lets any other error reach the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const LazyDialog = lazyDialog(() =>
      Promise.reject<{ default: typeof Dialog }>(new Error('a bug')),
    )
    const caught = vi.fn()
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false }
      static getDerivedStateFromError() {
        return { failed: true }
      }
      override componentDidCatch(error: unknown) {
        caught(error)
      }
      override render() {
        return this.state.failed ? <p>Algo salió mal</p> : this.props.children
      }
    }
    render(
      <Outer>
        <LazyDialog onClose={() => undefined} />
      </Outer>,
    )
    expect(await screen.findByText('Algo salió mal')).toBeInTheDocument()
    expect(caught).toHaveBeenCalledWith(new Error('a bug'))
  })
})
