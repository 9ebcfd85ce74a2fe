import { describe, expect, it } from 'vitest'
import { waitTime } from './wait-time'

describe('waitTime', () => {
  it.each([
    [1, '1 minuto'],
    [45, '45 minutos'],
    [60, '1 hora'],
    [61, '2 horas'],
    [1440, '24 horas'],
    [2880, '48 horas'],
    [2881, '3 días'],
    [7 * 1440, '7 días'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(waitTime(minutes)).toBe(text)
  })
})
