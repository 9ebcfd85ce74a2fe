import { describe, expect, it } from 'vitest'
import { sendMessageSchema } from './chat.contract'
import { cycleRecordCreateSchema } from './cycles.contract'
import { clientMadeId } from './ids'
import { petFieldsSchema, petMessages } from './pets.contract'
import { bookingCreateSchema, bookingMessages } from './services.contract'
import { cleanText } from './clean-text'
import { optionalText, requiredText } from './text-fields'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null)

describe('text a user types', () => {
  it('drops control and bidirectional override characters, keeping emoji and line breaks', () => {
    expect(cleanText('Lu\u0000na\u202e')).toBe('Luna')
    expect(cleanText('hola\nqué tal\t🐶')).toBe('hola\nqué tal\t🐶')
    // The joiner inside an emoji sequence stays: it is part of what shows.
    expect(cleanText('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧')
  })

  it('reads as blank when nothing in it would show', () => {
    for (const invisible of [
      '\u0000',
      '\u200b\u200b',
      '\u200e \ufeff',
      '\u202e\u2066',
      ' \u00ad ',
    ]) {
      expect(cleanText(invisible)).toBe('')
      const required = requiredText('Escribe algo.', 50).safeParse(invisible)
      expect(messageOf(required)).toBe('Escribe algo.')
      expect(optionalText(50, 'Muy largo.').parse(invisible)).toBeNull()
    }
  })

  it('refuses a chat message or a pet name made only of invisible characters', () => {
    expect(sendMessageSchema.safeParse({ content: '\u200b\u200b' }).success).toBe(false)
    expect(sendMessageSchema.parse({ content: 'hola\u0000' }).content).toBe('hola')
    const pet = { breed: 'Mestizo', age: 3, gender: 'male', personalities: ['x'], location: 'SS' }
    expect(messageOf(petFieldsSchema.safeParse({ ...pet, name: '\u202e\u0000' }))).toBe(
      petMessages.nameRequired,
    )
  })

  it('answers the pet form’s own messages, not the validator’s generic ones', () => {
    const pet = {
      name: 'Toby',
      breed: 'Mestizo',
      age: 3,
      gender: 'male',
      personalities: ['x'],
      location: 'SS',
    }
    expect(messageOf(petFieldsSchema.safeParse({ ...pet, name: 'x'.repeat(61) }))).toBe(
      petMessages.nameTooLong,
    )
    expect(messageOf(petFieldsSchema.safeParse({ ...pet, latitude: 'NaN' }))).toBe(
      petMessages.coordinatesInvalid,
    )
    expect(messageOf(petFieldsSchema.safeParse({ ...pet, showOwnerContact: 'maybe' }))).toBe(
      petMessages.privacyInvalid,
    )
  })
})

describe('client-made ids', () => {
  it('are UUIDs, in lower case', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
    expect(clientMadeId(id.toUpperCase())).toBe(id)
    expect(clientMadeId(' ../../a b ')).toBeUndefined()
    expect(clientMadeId('x')).toBeUndefined()
  })

  it('refuse a booking or cycle record id that is not one, saying so', () => {
    const booking = {
      serviceId: 'svc-1',
      petId: 'pet-1',
      date: '2026-12-10',
      time: '09:00',
    }
    expect(messageOf(bookingCreateSchema.safeParse({ ...booking, id: '../../a b' }))).toBe(
      bookingMessages.idInvalid,
    )
    const upper = 'BEDC55D8-0000-4000-8000-000000000001'
    expect(bookingCreateSchema.parse({ ...booking, id: upper }).id).toBe(upper.toLowerCase())
    const record = cycleRecordCreateSchema.safeParse({ startDate: '2026-11-01', id: 'a' })
    expect(record.success).toBe(false)
  })
})
