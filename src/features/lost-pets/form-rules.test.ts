import { describe, expect, test } from 'vitest'
import { lostPetMessages as m } from '@contract/lost-pets.messages'
import { alertProblems, sightingProblems, sightingStart } from './form-rules'
import type { AlertFields, SightingFields } from './lost-pets.actions'
import { addChosenPhotos } from './photo-choice'

const NOW = new Date(2026, 10, 26, 12, 0)
const alert: AlertFields = {
  urgencyLevel: 'medium',
  lastSeenLocation: 'San Salvador',
  latitude: 13.69,
  longitude: -89.21,
  lastSeenDate: '2026-11-26',
  lastSeenTime: '08:30',
  description: 'Perrita café',
  contactPhone: '+503 7012 3456',
  contactEmail: '',
  reward: '',
  additionalNotes: '',
}
const sighting: SightingFields = {
  location: 'Parque Cuscatlán',
  latitude: 13.7,
  longitude: -89.2,
  date: '2026-11-26',
  time: '09:00',
  description: 'Corría hacia el norte',
  contactName: 'Carlos',
  contactPhone: '7654-3210',
}

describe('lost-pet alert checks (§5, the contract’s rules)', () => {
  test('a complete form passes', () => {
    expect(alertProblems('pet-1', alert, NOW)).toEqual({})
  })

  test('date, time, description and phone are required; e-mail must be one', () => {
    const problems = alertProblems(
      'pet-1',
      {
        ...alert,
        lastSeenDate: '',
        lastSeenTime: '',
        description: ' ',
        contactPhone: '',
        contactEmail: 'no-es-correo',
      },
      NOW,
    )
    expect(problems).toEqual({
      lastSeenDate: m.lastSeenDateRequired,
      lastSeenTime: m.lastSeenTimeRequired,
      description: m.descriptionRequired,
      contactPhone: m.contactPhoneRequired,
      contactEmail: m.contactEmailInvalid,
    })
  })

  test('tomorrow is refused on the device even though the server allows a day of lead', () => {
    expect(alertProblems('pet-1', { ...alert, lastSeenDate: '2026-11-27' }, NOW)).toEqual({
      lastSeenDate: m.dateInFuture,
    })
  })
})

describe('sighting checks (§5)', () => {
  test('a complete form passes; every required field is named', () => {
    expect(sightingProblems('alert-1', sighting, NOW)).toEqual({})
    expect(
      sightingProblems(
        'alert-1',
        { ...sighting, date: '', time: '', description: '', contactName: '', contactPhone: '' },
        NOW,
      ),
    ).toEqual({
      date: m.sightingDateRequired,
      time: m.sightingTimeRequired,
      description: m.sightingDescriptionRequired,
      contactName: m.contactNameRequired,
      contactPhone: m.contactPhoneRequired,
    })
  })

  test('the date may not be in the future', () => {
    expect(sightingProblems('alert-1', { ...sighting, date: '2026-12-01' }, NOW).date).toBe(
      m.dateInFuture,
    )
  })
})

describe('photo choice (§5)', () => {
  const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' })
  const text = new File(['x'], 'notas.txt', { type: 'text/plain' })

  test('alerts: images only, and a choice passing 5 adds nothing', () => {
    const four = [1, 2, 3, 4].map((n) => image(`${n}.jpg`))
    expect(addChosenPhotos(four, [image('5.jpg')], 5, 'refuse').files).toHaveLength(5)
    expect(addChosenPhotos(four, [image('5.jpg'), image('6.jpg')], 5, 'refuse')).toEqual({
      files: four,
      errors: [m.tooManyAlertPhotos],
    })
    expect(addChosenPhotos([], [text], 5, 'refuse')).toEqual({
      files: [],
      errors: [m.notAnImage('notas.txt')],
    })
  })

  test('sightings: photos past 3 are dropped', () => {
    const chosen = [1, 2, 3, 4].map((n) => image(`${n}.jpg`))
    const result = addChosenPhotos([], chosen, 3, 'drop')
    expect(result.files.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg'])
    expect(result.errors).toEqual([])
  })
})

describe('a new sighting', () => {
  const user = { name: 'Carlos Rivera', phone: '7654-3210' }

  test("starts where the picker's pin starts: the alert's last-seen place", () => {
    const pet = { latitude: 13.7017, longitude: -89.2077, lastSeenLocation: 'Parque Cuscatlán' }
    expect(sightingStart(pet, user, NOW)).toMatchObject({
      location: 'Parque Cuscatlán',
      latitude: 13.7017,
      longitude: -89.2077,
      date: '2026-11-26',
      time: '12:00',
      contactName: 'Carlos Rivera',
      contactPhone: '7654-3210',
    })
    // Only what the user must still write is missing.
    expect(Object.keys(sightingProblems('a1', sightingStart(pet, user, NOW), NOW))).toEqual([
      'description',
    ])
  })

  test('an alert without a place starts with none', () => {
    const pet = { latitude: null, longitude: null, lastSeenLocation: 'Cerca del mercado' }
    expect(sightingStart(pet, null, NOW)).toMatchObject({
      location: '',
      latitude: null,
      longitude: null,
      contactName: '',
    })
  })
})
