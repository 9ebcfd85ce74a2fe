import { describe, expect, test } from 'vitest'
import { buildPetQrPayload, petQrSource, petQrUrl, readScannedQr } from './qr-payload'

const ORIGIN = 'https://huellitas.example'

describe('QR payload (spec §3)', () => {
  test('holds the pet and the page link with qr=true', () => {
    const payload = buildPetQrPayload(
      { id: 'p1', name: 'Luna', breed: 'Labrador', ownerContact: '+503 7000 0000' },
      ORIGIN,
    )
    expect(payload).toEqual({
      type: 'pet_profile',
      petId: 'p1',
      name: 'Luna',
      breed: 'Labrador',
      ownerContact: '+503 7000 0000',
      emergencyInfo: 'Sin información de emergencia',
      url: 'https://huellitas.example/pet/p1?qr=true',
    })
  })

  test('absent or blank contact gets the spec default', () => {
    const payload = buildPetQrPayload({ id: 'p1', name: 'Luna', ownerContact: '  ' }, ORIGIN)
    expect(payload.ownerContact).toBe('Contactar via Huellitas')
    expect(payload.breed).toBe('')
  })

  test('the id is escaped in the link', () => {
    expect(petQrUrl('a/b?c', ORIGIN)).toBe('https://huellitas.example/pet/a%2Fb%3Fc?qr=true')
  })
})

describe('reading a scanned code (spec §5)', () => {
  test('a payload written by the dialog reads back as a pet', () => {
    const text = JSON.stringify(buildPetQrPayload({ id: 'p1', name: 'Luna' }, ORIGIN))
    expect(readScannedQr(text)).toMatchObject({
      kind: 'pet',
      payload: { petId: 'p1', name: 'Luna', url: 'https://huellitas.example/pet/p1?qr=true' },
    })
  })

  test('JSON of another type with a url is a link', () => {
    expect(readScannedQr('{"type":"menu","url":"https://example.com/m"}')).toEqual({
      kind: 'link',
      url: 'https://example.com/m',
    })
  })

  test('plain text that is a web address is a link', () => {
    expect(readScannedQr(' https://example.com/x ')).toEqual({
      kind: 'link',
      url: 'https://example.com/x',
    })
  })

  test.each([
    ['plain words', 'hola mundo'],
    ['a pet_profile without petId', '{"type":"pet_profile","name":"Luna"}'],
    ['a script link', 'javascript:alert(1)'],
    ['a JSON array', '[1,2]'],
    ['a JSON number', '42'],
    ['empty', ''],
  ])('%s is not recognised', (_, text) => {
    expect(readScannedQr(text)).toEqual({ kind: 'unknown' })
  })
})

describe('what the code tells a stranger (the owner chooses)', () => {
  const pet = {
    id: 'p1',
    name: 'Luna',
    breed: 'Beagle',
    ownerContact: '7000-1111',
    medicalNeeds: 'Insulina',
    allergies: null,
    vetPhone: '2222-3333',
    showOwnerContact: false,
    showEmergencyInfo: true,
  }

  test('a private phone stays out; the emergency information is joined into one text', () => {
    const payload = buildPetQrPayload(petQrSource(pet), ORIGIN)
    expect(payload.ownerContact).toBe('Contactar via Huellitas')
    expect(JSON.stringify(payload)).not.toContain('7000-1111')
    expect(payload.emergencyInfo).toBe(
      'Necesidades médicas: Insulina. Teléfono del veterinario: 2222-3333',
    )
  })

  test('a published phone is in; hidden emergency information gets the default', () => {
    const payload = buildPetQrPayload(
      petQrSource({ ...pet, showOwnerContact: true, showEmergencyInfo: false }),
      ORIGIN,
    )
    expect(payload.ownerContact).toBe('7000-1111')
    expect(payload.emergencyInfo).toBe('Sin información de emergencia')
  })
})
