/**
 * The deployment's market (MARKET, an ISO 3166 country code): the one setting that gives the
 * currency every price is in and the time zone the server reads a user's day in when their
 * device never told one. The default is El Salvador, the demo region around the default map
 * centre, which pays in US dollars. CURRENCY may still name another currency.
 *
 * `locale` is how people there write amounts: Intl writes the local currency with its symbol
 * ('$9.99' in es-SV) and any other with its ISO code ('MXN 9.99'), so '$' never misleads.
 */
export interface Market {
  country: string
  locale: string
  currency: string
  timeZone: string
}

type MarketEntry = Omit<Market, 'country' | 'locale'>

/** Spanish-speaking markets, each with its own currency and its capital's time zone. */
const markets = {
  AR: { currency: 'ARS', timeZone: 'America/Argentina/Buenos_Aires' },
  BO: { currency: 'BOB', timeZone: 'America/La_Paz' },
  CL: { currency: 'CLP', timeZone: 'America/Santiago' },
  CO: { currency: 'COP', timeZone: 'America/Bogota' },
  CR: { currency: 'CRC', timeZone: 'America/Costa_Rica' },
  CU: { currency: 'CUP', timeZone: 'America/Havana' },
  DO: { currency: 'DOP', timeZone: 'America/Santo_Domingo' },
  EC: { currency: 'USD', timeZone: 'America/Guayaquil' },
  ES: { currency: 'EUR', timeZone: 'Europe/Madrid' },
  GQ: { currency: 'XAF', timeZone: 'Africa/Malabo' },
  GT: { currency: 'GTQ', timeZone: 'America/Guatemala' },
  HN: { currency: 'HNL', timeZone: 'America/Tegucigalpa' },
  MX: { currency: 'MXN', timeZone: 'America/Mexico_City' },
  NI: { currency: 'NIO', timeZone: 'America/Managua' },
  PA: { currency: 'USD', timeZone: 'America/Panama' },
  PE: { currency: 'PEN', timeZone: 'America/Lima' },
  PR: { currency: 'USD', timeZone: 'America/Puerto_Rico' },
  PY: { currency: 'PYG', timeZone: 'America/Asuncion' },
  SV: { currency: 'USD', timeZone: 'America/El_Salvador' },
  US: { currency: 'USD', timeZone: 'America/New_York' },
  UY: { currency: 'UYU', timeZone: 'America/Montevideo' },
  VE: { currency: 'VES', timeZone: 'America/Caracas' },
} as const satisfies Record<string, MarketEntry>

export type MarketCountry = keyof typeof markets
export const marketCountries = Object.keys(markets) as MarketCountry[]
export const DEFAULT_MARKET_COUNTRY: MarketCountry = 'SV'

export function isMarketCountry(code: string): code is MarketCountry {
  return Object.hasOwn(markets, code)
}

/** The market of `country`, its currency replaced when the deployment names another one. */
export function marketOf(country: MarketCountry, currency?: string): Market {
  const entry = markets[country]
  return {
    country,
    locale: `es-${country}`,
    currency: currency ?? entry.currency,
    timeZone: entry.timeZone,
  }
}

export const DEFAULT_MARKET: Market = marketOf(DEFAULT_MARKET_COUNTRY)
