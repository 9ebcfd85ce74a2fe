import { Component, type ReactNode } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyBackground } from './lazy-background'

function Tracker() {
  return <p>tracking</p>
}

describe('lazyBackground', () => {
  it('a chunk that cannot load renders nothing instead of throwing, and loads once back online', async () => {
    let calls = 0
    const Host = lazyBackground(() => {
      calls += 1
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Tracker })
    })
    render(
      <main>
        <h1>Mascotas perdidas</h1>
        <Host />
      </main>,
    )
    // The screen around it stays.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(calls).toBe(1)
    expect(screen.getByRole('heading', { name: 'Mascotas perdidas' })).toBeInTheDocument()
    expect(screen.queryByText('tracking')).toBeNull()

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('tracking')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('loads its chunk once, however often the shell renders or remounts it', async () => {
    let calls = 0
    const Host = lazyBackground(() => {
      calls += 1
      return Promise.resolve({ default: Tracker })
    })
    const { rerender, unmount } = render(<Host />)
    expect(await screen.findByText('tracking')).toBeInTheDocument()
    rerender(<Host />)
    unmount()
    render(<Host />)
    expect(await screen.findByText('tracking')).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it('a bug in a host that did load is not hidden: it reaches the error screen above', async () => {
    function Broken(): ReactNode {
      throw new Error('keeper bug')
    }
    const Host = lazyBackground(() => Promise.resolve({ default: Broken }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Outer>
        <Host />
      </Outer>,
    )
    expect(await screen.findByText('Algo salió mal: keeper bug')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? (
      <p>Algo salió mal: {this.state.error.message}</p>
    ) : (
      this.props.children
    )
  }
}
