import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { useReportFields } from './use-report-fields'

const START = { location: 'Parque Cuscatlán', latitude: 13.7017, longitude: -89.2077, note: '' }
const MOVED = { latitude: 13.71, longitude: -89.24 }

function renderFields() {
  return renderHook(() =>
    useReportFields(
      START,
      { place: 'location', date: 'note', time: 'note' },
      { max: 3, overflow: 'drop' },
    ),
  )
}

test('a moved pin is the place at once, before its address is named', () => {
  const { result } = renderFields()
  act(() => result.current.where.onMove(MOVED))
  // A submit now sends the new point, unnamed: never the previous place.
  expect(result.current.fields).toMatchObject({ ...MOVED, location: '' })
  act(() =>
    result.current.where.onChange({
      ...MOVED,
      address: {
        address: 'Colonia Escalón, San Salvador',
        area: 'Colonia Escalón, San Salvador',
        city: 'San Salvador',
        country: 'El Salvador',
        isFallback: false,
      },
      isDevicePosition: false,
    }),
  )
  expect(result.current.fields).toMatchObject({
    ...MOVED,
    location: 'Colonia Escalón, San Salvador',
  })
})
