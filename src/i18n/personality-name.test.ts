import { describe, expect, it } from 'vitest'
import { personalityName } from './personality-name'

describe('personalityName', () => {
  it('reads feminine for a female pet and keeps the catalogue name for a male one', () => {
    const carinoso = { id: 'temperament-carinoso', name: 'Cariñoso' }
    expect(personalityName(carinoso, 'FEMALE')).toBe('Cariñosa')
    expect(personalityName(carinoso, 'MALE')).toBe('Cariñoso')
    expect(personalityName({ id: 'temperament-leal', name: 'Leal' }, 'FEMALE')).toBe('Leal')
  })

  it('shows an id it does not know as the server named it', () => {
    expect(personalityName({ id: 'energy-nuevo', name: 'Nuevo rasgo' }, 'FEMALE')).toBe(
      'Nuevo rasgo',
    )
  })
})
