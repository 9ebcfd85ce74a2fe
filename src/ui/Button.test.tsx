import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('is a plain button by default, so it never submits the form around it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancelar</Button>
        <Button type="submit">Guardar</Button>
      </form>,
    )
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveAttribute('type', 'button')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('while busy is disabled and says so, and clicks do not reach the handler', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Enviar</Button>)
    const button = screen.getByRole('button', { name: 'Enviar' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')

    rerender(
      <Button onClick={onClick} isBusy>
        Enviar
      </Button>,
    )
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('stays disabled when asked, busy or not', () => {
    render(<Button disabled>Enviar</Button>)
    const button = screen.getByRole('button', { name: 'Enviar' })
    expect(button).toBeDisabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('names an icon-only button by its required label and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>()
    render(
      <Button variant="icon" aria-label="Cerrar" ref={ref}>
        <svg aria-hidden="true" />
      </Button>,
    )
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Cerrar' }))
  })

  it('adds layout classes after its own look, and stretches when full width', () => {
    render(
      <Button variant="danger" isFullWidth className="mt-4">
        Eliminar
      </Button>,
    )
    const classes = screen.getByRole('button', { name: 'Eliminar' }).className.split(' ')
    expect(classes).toEqual(expect.arrayContaining(['bg-red-600', 'w-full', 'mt-4']))
    expect(classes.at(-1)).toBe('mt-4')
  })
})
