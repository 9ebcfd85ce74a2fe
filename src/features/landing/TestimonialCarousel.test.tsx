import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { landing } from '../../i18n/es/landing'
import { TESTIMONIAL_ROTATION_MS, TestimonialCarousel } from './TestimonialCarousel'

const [first, second, third] = landing.testimonials.items

/**
 * Author of the one testimonial exposed to assistive technology: getByRole skips the aria-hidden
 * ones and throws if more than one is exposed.
 */
function visibleAuthor(): string {
  const figure = screen.getByRole('figure')
  const author = landing.testimonials.items.find(({ name }) => within(figure).queryByText(name))
  return author?.name ?? 'none'
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

function dot(n: number) {
  return screen.getByRole('button', { name: `Ver testimonio ${n}` })
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows one testimonial at a time and rotates every 5 s, wrapping around', () => {
    render(<TestimonialCarousel />)
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000)
    expect(visibleAuthor()).toBe(first.name)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')

    advance(4999)
    expect(visibleAuthor()).toBe(first.name)

    advance(1)
    expect(visibleAuthor()).toBe(second.name)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    expect(dot(1)).not.toHaveAttribute('aria-current')

    advance(5000)
    expect(visibleAuthor()).toBe(third.name)
    advance(5000)
    expect(visibleAuthor()).toBe(first.name)
  })

  it('jumps to the testimonial of a clicked dot and gives it a full 5 s', () => {
    render(<TestimonialCarousel />)
    advance(3000)

    fireEvent.click(dot(3))
    expect(visibleAuthor()).toBe(third.name)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    expect(screen.getAllByRole('button', { current: true })).toHaveLength(1)

    advance(4000)
    expect(visibleAuthor()).toBe(third.name)
    advance(1000)
    expect(visibleAuthor()).toBe(first.name)
  })

  it('pauses while the page is hidden', () => {
    render(<TestimonialCarousel />)
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    advance(20_000)
    expect(visibleAuthor()).toBe(first.name)

    hidden.mockReturnValue(false)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    advance(5000)
    expect(visibleAuthor()).toBe(second.name)
    hidden.mockRestore()
  })
})
