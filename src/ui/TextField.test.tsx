import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextAreaField, TextField } from './TextField'

describe('TextField', () => {
  it('is named by its label, with the optional marker read as part of it', () => {
    render(<TextField label="Teléfono" isOptional />)
    expect(screen.getByRole('textbox', { name: 'Teléfono (opcional)' })).toBeValid()
  })

  it('describes the input by its hint until an error takes its place', () => {
    const { rerender } = render(<TextField label="Correo" hint="Te enviaremos un enlace" />)
    const input = screen.getByRole('textbox', { name: 'Correo' })
    expect(input).toHaveAccessibleDescription('Te enviaremos un enlace')
    expect(input).not.toHaveAttribute('aria-invalid')

    rerender(<TextField label="Correo" hint="Te enviaremos un enlace" error="Correo inválido" />)
    expect(input).toHaveAccessibleDescription('Correo inválido')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Te enviaremos un enlace')).toBeNull()
  })

  it('is invalid and described by a message shown elsewhere in the form', () => {
    render(
      <>
        <p id="form-error">Credenciales inválidas</p>
        <TextField label="Contraseña" isInvalid describedBy="form-error" />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Contraseña' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Credenciales inválidas')
  })

  it('stars a required field for the eye without changing its name', () => {
    render(<TextAreaField label="Descripción" required hasRequiredMark />)
    const textarea = screen.getByRole('textbox', { name: 'Descripción' })
    expect(textarea).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })
})
