import { describe, expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import { PendingBadge } from './PendingBadge'

describe('PendingBadge', () => {
  test('reads as one labelled mark and shows the short word with a clock', () => {
    const { container } = render(
      <ul>
        <li>
          Firulais <PendingBadge className="ml-2" />
        </li>
      </ul>,
    )
    const badge = screen.getByRole('img', { name: 'Pendiente de sincronizar' })
    expect(badge).toHaveTextContent('Pendiente')
    expect(badge).toHaveClass('ml-2')
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(1)
  })
})
