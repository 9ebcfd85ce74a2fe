import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { StaticMap } from './StaticMap'

// Spec §2 lost-pet cards: without coordinates the map says so (the picture itself needs WebGL
// and is drawn in the browser tests, test/e2e/map-picker.test.ts).
test.each([
  [null, null],
  [13.6929, undefined],
  [undefined, -89.2182],
])("without coordinates (%s, %s): 'Ubicación no disponible'", (latitude, longitude) => {
  render(<StaticMap latitude={latitude} longitude={longitude} />)
  expect(screen.getByText('Ubicación no disponible')).toBeInTheDocument()
  expect(screen.queryByRole('img')).toBeNull()
})
