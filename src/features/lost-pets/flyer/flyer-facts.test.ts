import { describe, expect, test } from 'vitest'
import { flyerFacts, flyerFileName } from './flyer-facts'

const alert = {
  id: 'a1b2',
  name: ' Luna ',
  breed: 'Mestiza',
  photos: ['/uploads/lost-pets/luna.webp'],
  lastSeenLocation: 'Colonia Escalón, San Salvador',
  lastSeenDate: '2026-11-12',
  lastSeenTime: '08:30',
  reward: '100 USD',
  contactPhone: '+503 7012 3456',
  description: 'Collar rojo.',
}

describe('flyerFacts', () => {
  test('an alert of a pet whose sex is not on the device reads SE BUSCA, without colour', () => {
    const facts = flyerFacts(alert, null, 'https://huellitas.app')
    expect(facts).toMatchObject({
      heading: 'SE BUSCA',
      name: 'Luna',
      breed: 'Mestiza',
      color: null,
      place: 'Colonia Escalón, San Salvador',
      seen: '12 de noviembre de 2026, a las 08:30',
      reward: '100 USD',
      phone: '+503 7012 3456',
      url: 'https://huellitas.app/perdidos/a1b2',
    })
  })

  test('the heading follows the pet’s sex, and its colour is printed when known', () => {
    const origin = 'http://localhost'
    expect(flyerFacts(alert, { gender: 'FEMALE', color: 'Negra' }, origin)).toMatchObject({
      heading: 'PERDIDA',
      color: 'Negra',
    })
    expect(flyerFacts(alert, { gender: 'MALE', color: '  ' }, origin)).toMatchObject({
      heading: 'PERDIDO',
      color: null,
    })
  })

  test('empty optional fields are left out, and a missing place says so', () => {
    const facts = flyerFacts(
      { ...alert, breed: ' ', reward: null, lastSeenLocation: '', lastSeenTime: '' },
      null,
      'http://localhost',
    )
    expect(facts.breed).toBeNull()
    expect(facts.reward).toBeNull()
    expect(facts.place).toBe('Ubicación no indicada')
    expect(facts.seen).toBe('12 de noviembre de 2026')
  })

  test('the id is escaped in the public URL', () => {
    expect(flyerFacts({ ...alert, id: 'a b' }, null, 'http://x').url).toBe(
      'http://x/perdidos/a%20b',
    )
  })
})

describe('flyerFileName', () => {
  test.each([
    ['Luna', 'se-busca-luna.pdf'],
    ['Señor Ñoño', 'se-busca-senor-nono.pdf'],
    ['  Max & Rocky!! ', 'se-busca-max-rocky.pdf'],
    ['Café 🐶', 'se-busca-cafe.pdf'],
    ['🐶', 'se-busca-mascota.pdf'],
    ['', 'se-busca-mascota.pdf'],
    ['../../etc/passwd', 'se-busca-etc-passwd.pdf'],
  ])('%j → %s', (name, file) => {
    expect(flyerFileName(name)).toBe(file)
  })

  test('a long name is cut without a trailing dash', () => {
    const file = flyerFileName(`${'a'.repeat(39)} bcd`)
    expect(file).toBe(`se-busca-${'a'.repeat(39)}.pdf`)
  })
})
