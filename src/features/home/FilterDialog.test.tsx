import { afterEach, describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import type { DiscoverFilters } from '../discover'
import { installDialogPolyfill } from '../../../test/support/component/shell-test-harness'
import { FilterDialog } from './FilterDialog'

const DEFAULTS: DiscoverFilters = {
  ageMin: null,
  ageMax: null,
  gender: 'all',
  breed: '',
  maxDistance: 50,
  inHeat: false,
}

function renderDialog(filters: DiscoverFilters = DEFAULTS) {
  installDialogPolyfill()
  const props = { filters, onApply: vi.fn(), onClear: vi.fn(), onClose: vi.fn() }
  render(<FilterDialog {...props} />)
  return props
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('FilterDialog', () => {
  test('starts from the filters in force', () => {
    renderDialog({
      ageMin: 2,
      ageMax: 8,
      gender: 'FEMALE',
      breed: 'Beagle',
      maxDistance: 20,
      inHeat: false,
    })
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument()
    expect(screen.getByLabelText('Edad mínima')).toHaveValue(2)
    expect(screen.getByLabelText('Edad máxima')).toHaveValue(8)
    expect(screen.getByRole('radio', { name: 'Hembra' })).toBeChecked()
    expect(screen.getByLabelText('Raza')).toHaveValue('Beagle')
    expect(screen.getByLabelText('Distancia máxima')).toHaveValue('20')
  })

  test('the inputs carry the spec limits: age 0–30, distance 5–100 in steps of 5', () => {
    renderDialog()
    for (const label of ['Edad mínima', 'Edad máxima']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '0')
      expect(screen.getByLabelText(label)).toHaveAttribute('max', '30')
    }
    const distance = screen.getByLabelText('Distancia máxima')
    expect(distance).toHaveAttribute('min', '5')
    expect(distance).toHaveAttribute('max', '100')
    expect(distance).toHaveAttribute('step', '5')
    expect(distance).toHaveValue('50')
    expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked()
  })

  test('Aplicar hands over the edited values (ages clamped to 0–30, breed trimmed)', () => {
    const props = renderDialog()
    fireEvent.change(screen.getByLabelText('Edad mínima'), { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Edad máxima'), { target: { value: '45' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Macho' }))
    fireEvent.change(screen.getByLabelText('Raza'), { target: { value: '  Poodle ' } })
    fireEvent.change(screen.getByLabelText('Distancia máxima'), { target: { value: '25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(props.onApply).toHaveBeenCalledExactlyOnceWith({
      ageMin: 1,
      ageMax: 30,
      gender: 'MALE',
      breed: 'Poodle',
      maxDistance: 25,
      inHeat: false,
    })
    expect(props.onClose).toHaveBeenCalledTimes(1)
  })

  test("'Solo hembras en celo' is off by default and, ticked, is handed over", () => {
    const props = renderDialog()
    const inHeat = screen.getByRole('checkbox', { name: 'Solo hembras en celo' })
    expect(inHeat).not.toBeChecked()
    fireEvent.click(inHeat)
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(props.onApply).toHaveBeenCalledExactlyOnceWith({ ...DEFAULTS, inHeat: true })
  })

  test('a minimum age above the maximum is refused with a message', () => {
    const props = renderDialog()
    fireEvent.change(screen.getByLabelText('Edad mínima'), { target: { value: '9' } })
    fireEvent.change(screen.getByLabelText('Edad máxima'), { target: { value: '3' } })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La edad mínima no puede ser mayor que la máxima',
    )
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled()
    fireEvent.submit(screen.getByRole('button', { name: 'Aplicar' }).closest('form')!)
    expect(props.onApply).not.toHaveBeenCalled()
  })

  test('Limpiar clears every filter; Cancelar changes nothing', () => {
    const props = renderDialog({ ...DEFAULTS, breed: 'Beagle' })
    fireEvent.change(screen.getByLabelText('Raza'), { target: { value: 'Pug' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(props.onApply).not.toHaveBeenCalled()
    expect(props.onClear).not.toHaveBeenCalled()
    expect(props.onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }))
    expect(props.onClear).toHaveBeenCalledTimes(1)
    expect(props.onApply).not.toHaveBeenCalled()
  })
})
