import { describe, expect, test } from 'vitest'
import { hasSignedInHint, withSignedInClass } from './signed-in-hint'

describe('signed-in hint', () => {
  test('reads the cookie among others, and only with the value 1', () => {
    expect(hasSignedInHint('a=b; hl_signed_in=1; c=d')).toBe(true)
    expect(hasSignedInHint('hl_signed_in=1')).toBe(true)
    expect(hasSignedInHint('hl_signed_in=0')).toBe(false)
    expect(hasSignedInHint('xhl_signed_in=1')).toBe(false)
    expect(hasSignedInHint(undefined)).toBe(false)
  })

  test('puts the class on the html element only', () => {
    const page =
      '<!doctype html>\n<html lang="es"><head></head><body><div id="root"></div></body></html>'
    expect(withSignedInClass(page)).toBe(
      '<!doctype html>\n<html class="hl-signed-in" lang="es"><head></head><body><div id="root"></div></body></html>',
    )
  })
})
