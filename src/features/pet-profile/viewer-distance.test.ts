import { describe, expect, test } from 'vitest'
import { petProfile } from '../../i18n/es/pet-profile'
import { viewerDistance } from './viewer-distance'

const sanSalvador = { latitude: 13.6929, longitude: -89.2182 }
const shown = (pet: { latitude: number; longitude: number }) =>
  petProfile.details.distanceValue(viewerDistance(sanSalvador, pet) ?? -1)

describe('viewerDistance, shown coarsely (design: privacy of places)', () => {
  test('under 1 km says so, beyond in whole km', () => {
    expect(shown({ latitude: 13.6929, longitude: -89.2137 })).toBe('A menos de 1 km')
    expect(shown({ latitude: 13.7229, longitude: -89.2182 })).toBe('A 3 km')
    // Santa Ana, about 50 km away.
    expect(shown({ latitude: 13.9942, longitude: -89.5597 })).toBe('A 50 km')
  })

  test('an unknown position on either side gives no distance', () => {
    expect(viewerDistance(null, sanSalvador)).toBeNull()
    expect(viewerDistance({ latitude: null, longitude: null }, sanSalvador)).toBeNull()
    expect(viewerDistance(sanSalvador, { latitude: null, longitude: -89.2 })).toBeNull()
  })
})
