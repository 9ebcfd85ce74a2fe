import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Hero } from './Hero'
import { renderInRouter } from './render-in-router'

describe('Hero demo modal', () => {
  it('opens on "Ver demo", says the video is coming soon, and closes', async () => {
    const user = userEvent.setup()
    await renderInRouter(<Hero />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Ver demo' }))
    const dialog = screen.getByRole('dialog', { name: 'Video próximamente disponible' })
    expect(dialog).toHaveTextContent('Video próximamente disponible')

    await user.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // It opens again after being closed (the open state really went back to false).
    await user.click(screen.getByRole('button', { name: 'Ver demo' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('uses showModal when the browser has it, and closes on the native close event', async () => {
    const user = userEvent.setup()
    // jsdom has no HTMLDialogElement methods: a minimal stand-in that mirrors the browser's.
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    }
    try {
      await renderInRouter(<Hero />)
      await user.click(screen.getByRole('button', { name: 'Ver demo' }))
      const dialog = screen.getByRole<HTMLDialogElement>('dialog')
      expect(dialog).toHaveAttribute('open')

      // Esc in a browser closes the dialog natively and fires close: the page must follow.
      dialog.close()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Ver demo' }))
      expect(screen.getByRole('dialog')).toHaveAttribute('open')
    } finally {
      delete proto.showModal
      delete proto.close
    }
  })
})
