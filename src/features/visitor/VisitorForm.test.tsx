import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { lostPetMessages as lost } from '@contract/lost-pets.messages'
import { publicLostPetMessages as m } from '@contract/public-lost-pets.messages'
import { publicPetMessages } from '@contract/public-pets.messages'
import { AlertMessageForm } from '../public-alert/AlertMessageForm'
import { AlertSightingForm } from '../public-alert/AlertSightingForm'
import { NotifyOwnerForm } from '../public-pet/NotifyOwnerForm'

// The network is watched, not answered: a form in error must not call it at all.
const sent = vi.fn()
beforeEach(() => {
  sent.mockReset()
  vi.stubGlobal('fetch', sent)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
}

/** The field's error, as assistive technology reaches it (aria-describedby). */
function errorOf(label: string) {
  const field = screen.getByLabelText(label)
  expect(field).toHaveAttribute('aria-invalid', 'true')
  const described = field.getAttribute('aria-describedby') ?? ''
  return document.getElementById(described)?.textContent
}

describe('visitor forms check before sending (no browser bubbles)', () => {
  test('an empty sighting shows the Spanish messages, focuses the first, sends nothing', () => {
    render(<AlertSightingForm alertId="a1" pagePath="/perdidos/a1" />)
    const form = screen.getByRole('button', { name: 'Reportar Avistamiento' }).closest('form')
    expect(form).toHaveAttribute('novalidate')
    submit('Reportar Avistamiento')

    expect(errorOf('Hora aproximada')).toBe(lost.sightingTimeRequired)
    expect(errorOf('Descripción')).toBe(lost.sightingDescriptionRequired)
    expect(errorOf('Tu nombre')).toBe(m.visitorNameRequired)
    expect(errorOf('Tu teléfono')).toBe(m.visitorPhoneRequired)
    // The place is optional and the date starts at today: neither is in error.
    expect(screen.getByLabelText('Dónde la viste')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Fecha')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Hora aproximada')).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()
  })

  test('a future date and a phone without digits are refused; typing clears the error', () => {
    render(<AlertSightingForm alertId="a1" pagePath="/perdidos/a1" />)
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA')
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: tomorrow } })
    fireEvent.change(screen.getByLabelText('Hora aproximada'), { target: { value: '19:05' } })
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Corría' } })
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'María' } })
    fireEvent.change(screen.getByLabelText('Tu teléfono'), { target: { value: 'llámame' } })
    submit('Reportar Avistamiento')

    expect(errorOf('Fecha')).toBe(lost.dateInFuture)
    expect(errorOf('Tu teléfono')).toBe(m.visitorPhoneInvalid)
    expect(screen.getByLabelText('Fecha')).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Tu teléfono'), { target: { value: '7777-1234' } })
    expect(screen.getByLabelText('Tu teléfono')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(m.visitorPhoneInvalid)).toBeNull()
  })

  test("an empty message to the owner is refused with the server's words", () => {
    render(<AlertMessageForm alertId="a1" />)
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: '   ' } })
    submit('Enviar mensaje')

    expect(errorOf('Mensaje')).toBe(m.messageRequired)
    expect(errorOf('Tu nombre')).toBe(m.visitorNameRequired)
    expect(errorOf('Tu teléfono')).toBe(m.visitorPhoneRequired)
    expect(screen.getByLabelText('Mensaje')).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()
  })

  test("'Avisar al dueño' asks for a name and a real phone, and short words", () => {
    render(<NotifyOwnerForm petId="p1" />)
    submit('Avisar al dueño')
    expect(errorOf('Tu nombre')).toBe(m.visitorNameRequired)
    expect(errorOf('Tu teléfono')).toBe(m.visitorPhoneRequired)
    expect(screen.getByLabelText('Mensaje (opcional)')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Tu nombre')).toHaveFocus()

    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'Ana' } })
    fireEvent.change(screen.getByLabelText('Tu teléfono'), { target: { value: '12-34' } })
    fireEvent.change(screen.getByLabelText('Mensaje (opcional)'), {
      target: { value: 'x'.repeat(501) },
    })
    submit('Avisar al dueño')
    expect(screen.getByLabelText('Tu nombre')).not.toHaveAttribute('aria-invalid')
    expect(errorOf('Tu teléfono')).toBe(m.visitorPhoneInvalid)
    expect(errorOf('Mensaje (opcional)')).toBe(publicPetMessages.messageTooLong)
    expect(screen.getByLabelText('Tu teléfono')).toHaveFocus()
    expect(sent).not.toHaveBeenCalled()
  })
})
