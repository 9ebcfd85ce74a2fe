import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppointmentCard } from './AppointmentCard'
import { bookingDoc } from '../../../test/support/component/services-test-docs'

/** §2 appointment cards: every field, the status, and what the buttons offer in each state. */
describe('AppointmentCard', () => {
  it('shows pet, service, date, time, price and status; Reagendar and Cancelar act', () => {
    const onReschedule = vi.fn()
    const onCancel = vi.fn()
    render(
      <AppointmentCard
        booking={{ ...bookingDoc({ id: 'b1' }), syncState: 'synced' }}
        onReschedule={onReschedule}
        onCancel={onCancel}
      />,
    )
    const card = screen.getByRole('article', { name: 'Vacunación' })
    const text = (card.textContent ?? '').replace(/\s+/g, ' ')
    expect(text).toContain('Luna')
    expect(text).toContain('10:00')
    expect(text).toContain('MXN 300')
    expect(text).toContain('Confirmada')
    fireEvent.click(screen.getByRole('button', { name: 'Reagendar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onReschedule).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('a queued booking shows Pendiente whatever its stored status', () => {
    render(<AppointmentCard booking={{ ...bookingDoc({ id: 'b2' }), syncState: 'pending' }} />)
    expect(screen.getByText('Pendiente')).toBeTruthy()
  })

  it('a cancelled booking offers no actions; a refused one shows why and can be discarded', () => {
    const { unmount } = render(
      <AppointmentCard
        booking={{ ...bookingDoc({ id: 'b3', status: 'cancelled' }), syncState: 'synced' }}
        onReschedule={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    expect(screen.getByText('Cancelada')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    const onDiscard = vi.fn()
    render(
      <AppointmentCard
        booking={{
          ...bookingDoc({ id: 'b4' }),
          syncState: 'failed',
          syncError: 'Ese horario ya está reservado. Elige otro de los disponibles.',
        }}
        onDiscard={onDiscard}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Ese horario ya está reservado')
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }))
    expect(onDiscard).toHaveBeenCalledOnce()
  })

  it('a cremation request can be called off but not moved', () => {
    const onCancel = vi.fn()
    render(
      <AppointmentCard
        booking={{
          ...bookingDoc({ id: 'c1', kind: 'cremation', serviceName: 'Cremación Individual' }),
          syncState: 'synced',
        }}
        onReschedule={vi.fn()}
        onCancel={onCancel}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Reagendar' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
