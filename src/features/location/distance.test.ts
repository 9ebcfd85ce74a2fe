import { describe, expect, it } from 'vitest'
import { distanceKm, shouldResave } from './distance'

const sanSalvador = { latitude: 13.6929, longitude: -89.2182 }

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(sanSalvador, sanSalvador)).toBe(0)
    const santaAna = { latitude: 13.9942, longitude: -89.5597 }
    expect(distanceKm(sanSalvador, santaAna)).toBeCloseTo(distanceKm(santaAna, sanSalvador), 10)
  })

  it('matches known distances on a 6371 km sphere', () => {
    // One degree of latitude: 6371 × π / 180.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.195,
      3,
    )
    // San Salvador → Santa Ana, about 50 km.
    expect(distanceKm(sanSalvador, { latitude: 13.9942, longitude: -89.5597 })).toBeCloseTo(49.6, 0)
    // Antipodes: half the circumference, with no NaN from rounding.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    )
  })
})

describe('shouldResave (spec §4: re-save after a move over 1 km)', () => {
  it('saves the first fix', () => {
    expect(shouldResave(null, sanSalvador)).toBe(true)
  })

  it('ignores moves up to 1 km and saves beyond', () => {
    // 0.009° of latitude ≈ 1.0008 km; 0.0089° ≈ 0.99 km.
    const near = { ...sanSalvador, latitude: sanSalvador.latitude + 0.0089 }
    const far = { ...sanSalvador, latitude: sanSalvador.latitude + 0.009 }
    expect(distanceKm(sanSalvador, near)).toBeLessThan(1)
    expect(shouldResave(sanSalvador, near)).toBe(false)
    expect(distanceKm(sanSalvador, far)).toBeGreaterThan(1)
    expect(shouldResave(sanSalvador, far)).toBe(true)
  })
})
