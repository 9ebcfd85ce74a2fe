import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicUser } from '@contract/auth.contract'
import { sessionStore } from './session-store'
import { requireUserOrLogin } from './guards'

const user: PublicUser = {
  id: 'u-1',
  name: 'Lucía Pérez',
  email: 'lucia@ejemplo.com',
  phone: null,
  avatar: null,
  banner: null,
  bio: null,
  location: null,
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  subscription: { type: 'free', plan: null, expiresAt: null },
}

afterEach(() => sessionStore.signOut())

describe('requireUserOrLogin (spec §6: the chat list redirects to /login without a user)', () => {
  it('sends a visitor to /login', () => {
    sessionStore.signOut()
    let thrown: unknown
    try {
      requireUserOrLogin()
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    expect((thrown as { options: { to: string } }).options.to).toBe('/login')
  })

  it('lets a signed-in user through', () => {
    sessionStore.signIn(user, 'a'.repeat(43))
    expect(() => requireUserOrLogin()).not.toThrow()
  })
})
