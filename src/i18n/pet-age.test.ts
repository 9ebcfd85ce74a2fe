import { describe, expect, it } from 'vitest'
import { petAge, petAgeLabel } from './pet-age'

describe('petAge (ages are whole years, 0–30)', () => {
  it.each([
    [0, 'menos de 1 año', 'Menos de 1 año'],
    [1, '1 año', '1 año'],
    [2, '2 años', '2 años'],
    [30, '30 años', '30 años'],
  ])('%i reads %s inside a sentence and %s alone', (years, inline, alone) => {
    expect(petAge(years)).toBe(inline)
    expect(petAgeLabel(years)).toBe(alone)
  })
})
