import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { hashPassword, setPasswordHashCost, verifyPassword } from './password'

afterEach(() => setPasswordHashCost('standard'))

describe('password hashes', () => {
  // Three derivations at the standard cost: about 0.8 s idle, several seconds beside CI's load.
  it(
    'are scrypt at the standard cost unless told otherwise, and verify',
    { timeout: 30_000 },
    async () => {
      const hash = await hashPassword('clave-secreta-1')
      expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '3'])
      expect(await verifyPassword('clave-secreta-1', hash)).toBe(true)
      expect(await verifyPassword('clave-secreta-2', hash)).toBe(false)
    },
  )

  it('at the test cost say so in the hash, and verify by their own parameters after the cost changes', async () => {
    setPasswordHashCost('test')
    const cheap = await hashPassword('clave-secreta-1')
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1'])
    setPasswordHashCost('standard')
    expect(await verifyPassword('clave-secreta-1', cheap)).toBe(true)
    expect(await verifyPassword('otra', cheap)).toBe(false)
  })

  it('refuse what is not one of their hashes', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false)
    expect(await verifyPassword('x', '')).toBe(false)
  })
})

describe('PASSWORD_HASH_COST', () => {
  it('is standard by default and test when asked', () => {
    expect(loadConfig({}, '/srv').passwordHashCost).toBe('standard')
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }, '/srv').passwordHashCost).toBe('test')
  })

  it('refuses other values, and the test cost in production', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' }, '/srv')).toThrow(/PASSWORD_HASH_COST/)
    expect(() =>
      loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' }, '/srv'),
    ).toThrow(/NODE_ENV=production/)
  })
})
