import { describe, expect, test, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ActiveFilter } from '../discover'
import { ActiveFilterBar } from './ActiveFilterBar'

const ACTIVE: ActiveFilter[] = [
  { key: 'gender', label: 'Hembra' },
  { key: 'maxDistance', label: 'Hasta 20 km' },
]

function renderBar(activeFilters: ActiveFilter[] = ACTIVE) {
  const props = { activeFilters, onReset: vi.fn(), onClearAll: vi.fn(), onHide: vi.fn() }
  render(<ActiveFilterBar {...props} />)
  return props
}

describe('ActiveFilterBar', () => {
  test('one chip per active filter; its × resets that one', () => {
    const props = renderBar()
    const bar = screen.getByRole('region', { name: 'Filtros activos' })
    expect(bar).toHaveTextContent('Filtros activos (2)')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hembra',
      'Hasta 20 km',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Hasta 20 km' }))
    expect(props.onReset).toHaveBeenCalledExactlyOnceWith('maxDistance')
  })

  test('Limpiar todo and hide', () => {
    const props = renderBar()
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar todo' }))
    expect(props.onClearAll).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar filtros activos' }))
    expect(props.onHide).toHaveBeenCalledTimes(1)
  })

  test('collapses to its title and expands again', () => {
    renderBar()
    fireEvent.click(screen.getByRole('button', { name: 'Contraer filtros activos' }))
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
    const expand = screen.getByRole('button', { name: 'Expandir filtros activos' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(expand)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  test('nothing at all without active filters', () => {
    renderBar([])
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})
