import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
