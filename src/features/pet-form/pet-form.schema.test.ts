import { describe, expect, it } from 'vitest'
import { petFormSchema } from './pet-form.schema'
import { EMPTY_PET_FORM, petFormValues } from './pet-form-values'
import { petDoc } from '../../../test/support/pet-fixtures'

const valid = {
  ...EMPTY_PET_FORM,
  name: ' Luna ',
  breed: 'Beagle',
  age: '3',
  gender: 'female',
  personalities: ['energy-jugueton'],
  location: 'San Salvador',
}

function messages(mode: 'create' | 'edit', values: object): string[] {
  const result = petFormSchema(mode).safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('petFormSchema', () => {
  it('gives the fields the server expects, gender uppercased (spec §3)', () => {
    const parsed = petFormSchema('create').parse(valid)
    expect(parsed).toMatchObject({ name: 'Luna', age: 3, gender: 'FEMALE' })
  })

  it('requires every field with the spec messages', () => {
    expect(messages('create', EMPTY_PET_FORM).sort()).toEqual(
      [
        'El nombre es obligatorio.',
        'La raza es obligatoria.',
        'La edad debe ser un número entre 0 y 30.',
        'Selecciona el sexo de tu mascota.',
        'Selecciona al menos una personalidad para tu mascota',
        'Por favor configura tu ubicación antes de crear el perfil de tu mascota',
      ].sort(),
    )
    expect(messages('edit', { ...valid, location: '   ' })).toEqual([
      'Por favor configura tu ubicación',
    ])
  })

  it('takes ages 0 to 30 and nothing else; an empty age is not 0', () => {
    for (const age of ['0', '30', '7']) expect(messages('create', { ...valid, age })).toEqual([])
    for (const age of ['', ' ', '-1', '31', '2.5', 'dos']) {
      expect(messages('create', { ...valid, age })).toEqual([
        'La edad debe ser un número entre 0 y 30.',
      ])
    }
  })
})

describe('petFormValues', () => {
  it('fills the edit form from a pet', () => {
    const values = petFormValues(
      petDoc({
        name: 'Rocky',
        breed: 'Bulldog',
        age: 4,
        gender: 'MALE',
        location: 'Santa Tecla',
        latitude: 13.67,
        longitude: -89.28,
        personalities: [{ id: 'social-perros', name: 'Sociable', category: 'social' }],
        ownerContact: '7000-1111',
        allergies: 'Pollo',
        showOwnerContact: true,
        showEmergencyInfo: false,
      }),
    )
    expect(values).toEqual({
      name: 'Rocky',
      breed: 'Bulldog',
      age: '4',
      gender: 'male',
      description: '',
      personalities: ['social-perros'],
      location: 'Santa Tecla',
      latitude: 13.67,
      longitude: -89.28,
      ownerContact: '7000-1111',
      medicalNeeds: '',
      allergies: 'Pollo',
      vetPhone: '',
      showOwnerContact: true,
      showEmergencyInfo: false,
    })
    expect(petFormSchema('edit').safeParse(values).success).toBe(true)
  })
})
