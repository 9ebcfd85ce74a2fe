import { describe, expect, it } from 'vitest'
import { SERVER_RENDERED_PATH } from './public-page.js'

describe('the server-rendered paths (the worker asks the network for them)', () => {
  it('are the landing, an alert, a pet and a found pet, nothing deeper', () => {
    for (const path of ['/', '/perdidos/a1', '/pet/p-1', '/encontrados/f-1'])
      expect(SERVER_RENDERED_PATH.test(path)).toBe(true)
    for (const path of [
      '/login',
      '/pet',
      '/perdidos/a1/x',
      '/encontrados',
      '/encontrados/f1/x',
      '/lost-pets',
      '/profile',
      '//',
    ]) {
      expect(SERVER_RENDERED_PATH.test(path)).toBe(false)
    }
  })
})
