import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('MARKET and CURRENCY', () => {
  it('default to El Salvador, in US dollars, for services and premium alike', () => {
    const config = loadConfig({}, '/srv')
    expect(config.market.country).toBe('SV')
    expect(config.currency).toBe('USD')
    expect(config.payment.currency).toBe('USD')
    expect(config.market.timeZone).toBe('America/El_Salvador')
  })

  it("take the market's currency and zone, any case", () => {
    const config = loadConfig({ MARKET: 'co' }, '/srv')
    expect(config.currency).toBe('COP')
    expect(config.market).toMatchObject({ locale: 'es-CO', timeZone: 'America/Bogota' })
  })

  it('let CURRENCY name another currency for the same market', () => {
    const config = loadConfig({ MARKET: 'SV', CURRENCY: 'mxn' }, '/srv')
    expect(config.market).toMatchObject({ country: 'SV', currency: 'MXN' })
    expect(config.payment.currency).toBe('MXN')
  })

  it('refuse a market it has no currency for, naming the variable', () => {
    expect(() => loadConfig({ MARKET: 'BR' }, '/srv')).toThrow(/MARKET must be one of/)
    expect(() => loadConfig({ CURRENCY: 'DOLLARS' }, '/srv')).toThrow(/CURRENCY/)
  })
})
