import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInToken, signedInUser } from '../../test/support/signed-in-user'
import { sessionStore } from './session-store'
import { requireUserOrLogin } from './guards'

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
    sessionStore.signIn(signedInUser, signedInToken)
    expect(() => requireUserOrLogin()).not.toThrow()
  })
})
