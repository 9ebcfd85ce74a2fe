import { describe, expect, test } from 'vitest'
import { viewerDistance } from './viewer-distance'

const sanSalvador = { latitude: 13.6929, longitude: -89.2182 }

describe('viewerDistance (spec §9 distance display)', () => {
  test('metres under 1 km, one decimal under 10 km, whole km beyond', () => {
    expect(viewerDistance(sanSalvador, { latitude: 13.6929, longitude: -89.2137 })).toBe('486 m')
    expect(viewerDistance(sanSalvador, { latitude: 13.7229, longitude: -89.2182 })).toBe('3.3 km')
    // Santa Ana, about 50 km away.
    expect(viewerDistance(sanSalvador, { latitude: 13.9942, longitude: -89.5597 })).toBe('50 km')
  })

  test('an unknown position on either side gives no distance', () => {
    expect(viewerDistance(null, sanSalvador)).toBeNull()
    expect(viewerDistance({ latitude: null, longitude: null }, sanSalvador)).toBeNull()
    expect(viewerDistance(sanSalvador, { latitude: null, longitude: -89.2 })).toBeNull()
  })
})
