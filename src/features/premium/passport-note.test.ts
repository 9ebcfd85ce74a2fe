// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { passportStamp } from '../discover/passport-stamp'
import { notePassportPlace } from './passport-note'

const premium = { type: 'premium', expiresAt: null }

describe('the passport place /premium notes for the swipe stack', () => {
  afterEach(() => localStorage.clear())

  it('is what the stack reads while premium lasts, and nothing once cleared', () => {
    notePassportPlace('20.6767,-103.3475')
    expect(passportStamp(premium)).toBe('20.6767,-103.3475')
    notePassportPlace('')
    expect(passportStamp(premium)).toBe('')
  })

  it('counts for nothing for a free or expired subscription', () => {
    notePassportPlace('20.6767,-103.3475')
    expect(passportStamp({ type: 'free', expiresAt: null })).toBe('')
    expect(passportStamp({ type: 'premium', expiresAt: '2000-01-01T00:00:00.000Z' })).toBe('')
    expect(passportStamp(undefined)).toBe('')
  })
})
