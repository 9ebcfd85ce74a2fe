import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CremationDetails } from '@contract/cremation.messages'
import { CremationDialog } from './CremationDialog'
import { serviceDoc } from '../../../test/support/component/services-test-docs'

const options: CremationDetails = {
  includes: ['Recogida a domicilio'],
  urgencyAvailable: true,
  urgencyOptions: [
    { id: 'normal', name: 'Normal', description: '3 a 5 días', extraCost: 0 },
    { id: 'urgent', name: 'Urgente (24-48 h)', description: '24 a 48 horas', extraCost: 500 },
  ],
  memorialOptions: [
    { id: 'huella', name: 'Huella en arcilla', description: 'Molde', price: 150 },
    { id: 'joya', name: 'Joya con cenizas', description: 'Dije', price: 500 },
  ],
}
const individual = serviceDoc({
  id: 'crem-individual',
  kind: 'cremation',
  category: 'cremation',
  name: 'Cremación Individual',
  price: 2500,
  cremation: options,
})
const basic = serviceDoc({
  id: 'crem-basica',
  kind: 'cremation',
  category: 'cremation',
  name: 'Despedida Básica',
  price: 450,
  cremation: { ...options, urgencyAvailable: false, urgencyOptions: [] },
})

const total = () =>
  (screen.getByText('Total estimado').parentElement?.textContent ?? '').replace(/\s+/g, ' ')

/** §2 / §4 cremation dialog: the steps, the indicator, the running total and 'Volver'. */
describe('CremationDialog', () => {
  it('goes 1 → 2 → 1, shows urgency only where offered and keeps a running total', () => {
    render(
      <CremationDialog
        packages={[basic, individual]}
        initialServiceId={null}
        onClose={vi.fn()}
        onBackToServices={vi.fn()}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Elige un servicio' })
    expect(within(dialog).getByLabelText('Paso 1 de 4: Servicio')).toHaveAttribute(
      'aria-current',
      'step',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Servicio: Despedida Básica' }))
    screen.getByRole('dialog', { name: 'Personaliza: Despedida Básica' })
    expect(screen.queryByRole('radio')).toBeNull()
    expect(total()).toContain('450')

    fireEvent.click(screen.getByRole('button', { name: 'Volver' }))
    fireEvent.click(
      screen.getByRole('button', { name: 'Solicitar Servicio: Cremación Individual' }),
    )
    expect(screen.getByLabelText('Paso 2 de 4: Personalizar')).toHaveAttribute(
      'aria-current',
      'step',
    )
    expect(total()).toContain('2,500')
    fireEvent.click(screen.getByRole('radio', { name: /Urgente/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Huella en arcilla/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Joya con cenizas/ }))
    expect(total()).toContain('3,650')
    fireEvent.click(screen.getByRole('checkbox', { name: /Joya con cenizas/ }))
    expect(total()).toContain('3,150')
  })

  it('opens at step 2 with the package chosen on the page and refuses a missing phone in Spanish', () => {
    render(
      <CremationDialog
        packages={[basic, individual]}
        initialServiceId="crem-individual"
        onClose={vi.fn()}
        onBackToServices={vi.fn()}
      />,
    )
    screen.getByRole('dialog', { name: 'Personaliza: Cremación Individual' })
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar Servicio' }))
    expect(screen.getByRole('alert')).toHaveTextContent('El teléfono de contacto es obligatorio.')
    screen.getByRole('dialog', { name: 'Personaliza: Cremación Individual' })
  })
})
