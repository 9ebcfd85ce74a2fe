import { describe, expect, it } from 'vitest'
import { idFromPostKey, visitorPostKey } from './visitor-post.js'

describe("a visitor post's key", () => {
  const input = { name: 'Ana', message: 'La vi' }

  it('is the same for the same form key and words, and differs otherwise', () => {
    const key = visitorPostKey('message', 'a1', { formKey: 'abcdefgh12' }, input)
    expect(key).toBe(visitorPostKey('message', 'a1', { formKey: 'abcdefgh12' }, input))
    expect(key).not.toBe(visitorPostKey('message', 'a1', { formKey: 'abcdefgh13' }, input))
    expect(key).not.toBe(visitorPostKey('message', 'a2', { formKey: 'abcdefgh12' }, input))
    expect(key).not.toBe(
      visitorPostKey('message', 'a1', { formKey: 'abcdefgh12' }, { ...input, message: 'Otra' }),
    )
  })

  it('is null without a usable form key', () => {
    expect(visitorPostKey('message', 'a1', {}, input)).toBeNull()
    expect(visitorPostKey('message', 'a1', { formKey: 'x' }, input)).toBeNull()
    expect(visitorPostKey('message', 'a1', { formKey: 'a b c d e f g' }, input)).toBeNull()
  })

  it('names a row with a UUID-shaped id', () => {
    const key = visitorPostKey('sighting', 'a1', { formKey: 'abcdefgh12' }, input)!
    expect(idFromPostKey(key)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
