import { describe, expect, it } from 'vitest'
import { lostPetMessages as lost } from './lost-pets.messages.js'
import { petNoticeSchema, publicPetMessages } from './public-pets.contract.js'
import {
  publicLostPetMessages as m,
  visitorMessageSchema,
  visitorSightingSchema,
} from './public-lost-pets.contract.js'
import { visitorRules } from './visitor-rules.js'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? [])

describe('visitor form rules (the pages and the server share them)', () => {
  it('asks for a name and a phone with enough digits', () => {
    expect(visitorRules.name('')).toBe(m.visitorNameRequired)
    expect(visitorRules.name('x'.repeat(101))).toBe(lost.contactNameTooLong)
    expect(visitorRules.name('María')).toBeNull()
    expect(visitorRules.phone('')).toBe(m.visitorPhoneRequired)
    expect(visitorRules.phone('12-34')).toBe(m.visitorPhoneInvalid)
    expect(visitorRules.phone('llámame')).toBe(m.visitorPhoneInvalid)
    expect(visitorRules.phone('+503 7777-1234')).toBeNull()
  })

  it("takes a sighting's date up to the device's today, and a clock time", () => {
    expect(visitorRules.date('')).toBe(lost.sightingDateRequired)
    expect(visitorRules.date('2025-02-30')).toBe(lost.dateInvalid)
    expect(visitorRules.date('2025-06-11', '2025-06-10')).toBe(lost.dateInFuture)
    expect(visitorRules.date('2025-06-10', '2025-06-10')).toBeNull()
    expect(visitorRules.time('')).toBe(lost.sightingTimeRequired)
    expect(visitorRules.time('25:00')).toBe(lost.timeInvalid)
    expect(visitorRules.time('19:05')).toBeNull()
    expect(visitorRules.description('')).toBe(lost.sightingDescriptionRequired)
  })

  it('gives the server the same messages, on trimmed text', () => {
    expect(
      messagesOf(visitorMessageSchema.safeParse({ name: '  ', phone: '', message: '' })),
    ).toEqual([m.visitorNameRequired, m.visitorPhoneRequired, m.messageRequired])
    expect(messagesOf(visitorMessageSchema.safeParse({ name: 3 }))).toContain(m.visitorNameRequired)
    const sighting = visitorSightingSchema.safeParse({
      name: ' Ana ',
      phone: '7777-1234',
      date: '2025-06-10',
      time: '19:05',
      description: ' Corría ',
    })
    expect(sighting.success && sighting.data).toMatchObject({
      name: 'Ana',
      location: '',
      description: 'Corría',
    })
    expect(
      messagesOf(
        petNoticeSchema.safeParse({ name: 'Ana', phone: '7777-1234', message: 'x'.repeat(501) }),
      ),
    ).toEqual([publicPetMessages.messageTooLong])
  })
})
