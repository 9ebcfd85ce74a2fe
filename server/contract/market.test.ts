import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET, marketCountries, marketOf } from './market'

describe('markets', () => {
  it('default to El Salvador, paying in US dollars on its own clock', () => {
    expect(DEFAULT_MARKET).toEqual({
      country: 'SV',
      locale: 'es-SV',
      currency: 'USD',
      timeZone: 'America/El_Salvador',
    })
  })

  it('keep a currency the deployment names instead of the local one', () => {
    expect(marketOf('SV', 'MXN').currency).toBe('MXN')
  })

  it('name only currencies, locales and zones Intl knows', () => {
    for (const country of marketCountries) {
      const market = marketOf(country)
      expect(
        () =>
          new Intl.NumberFormat(market.locale, { style: 'currency', currency: market.currency }),
      ).not.toThrow()
      expect(() => new Intl.DateTimeFormat('es', { timeZone: market.timeZone })).not.toThrow()
    }
  })
})
