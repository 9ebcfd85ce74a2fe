import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../session/session-store'
import { defaultDiscoverFilters } from './discover-filters'
import { filtersStorageKey, filtersStore } from './filters-store'
import { useDiscoverFilters } from './use-discover-filters'

const ana = { id: 'user-ana', name: 'Ana', email: 'ana@example.com' }
const beto = { id: 'user-beto', name: 'Beto', email: 'beto@example.com' }

beforeEach(() => {
  localStorage.clear()
  filtersStore.reset()
})

afterEach(() => {
  sessionStore.signOut()
})

describe('useDiscoverFilters', () => {
  it('starts from the defaults with nothing active', () => {
    sessionStore.signIn(ana as never, 'token')
    const { result } = renderHook(() => useDiscoverFilters())
    expect(result.current.filters).toEqual(defaultDiscoverFilters)
    expect(result.current.activeFilters).toEqual([])
  })

  it('keeps each user’s filters on the device, apart', () => {
    sessionStore.signIn(ana as never, 'token')
    const first = renderHook(() => useDiscoverFilters())
    act(() =>
      first.result.current.setFilters({
        ...defaultDiscoverFilters,
        gender: 'FEMALE',
        maxDistance: 20,
      }),
    )
    expect(first.result.current.activeFilters.map((filter) => filter.label)).toEqual([
      'Hembra',
      'Hasta 20 km',
    ])
    first.unmount()
    expect(JSON.parse(localStorage.getItem(filtersStorageKey(ana.id)) ?? 'null')).toMatchObject({
      gender: 'FEMALE',
      maxDistance: 20,
    })

    // Another person on the same device starts clean.
    act(() => sessionStore.signIn(beto as never, 'token'))
    const second = renderHook(() => useDiscoverFilters())
    expect(second.result.current.filters).toEqual(defaultDiscoverFilters)
    second.unmount()

    // A new visit (nothing cached) reads Ana's back; the chip × and 'clear' write through.
    filtersStore.reset()
    act(() => sessionStore.signIn(ana as never, 'token'))
    const again = renderHook(() => useDiscoverFilters())
    expect(again.result.current.filters).toMatchObject({ gender: 'FEMALE', maxDistance: 20 })
    act(() => again.result.current.resetFilter('gender'))
    expect(again.result.current.activeFilters.map((filter) => filter.key)).toEqual(['maxDistance'])
    act(() => again.result.current.clearFilters())
    expect(again.result.current.filters).toEqual(defaultDiscoverFilters)
    expect(JSON.parse(localStorage.getItem(filtersStorageKey(ana.id)) ?? 'null')).toEqual(
      defaultDiscoverFilters,
    )
  })

  it('ignores broken stored JSON and repairs out-of-range values', () => {
    localStorage.setItem(filtersStorageKey(ana.id), '{not json')
    localStorage.setItem(
      filtersStorageKey(beto.id),
      JSON.stringify({ ageMin: 12, ageMax: 3, gender: 'x', maxDistance: 9999 }),
    )
    sessionStore.signIn(ana as never, 'token')
    const broken = renderHook(() => useDiscoverFilters())
    expect(broken.result.current.filters).toEqual(defaultDiscoverFilters)
    broken.unmount()

    act(() => sessionStore.signIn(beto as never, 'token'))
    const repaired = renderHook(() => useDiscoverFilters())
    expect(repaired.result.current.filters).toEqual({
      ...defaultDiscoverFilters,
      ageMin: 3,
      ageMax: 12,
      maxDistance: 100,
    })
  })
})
