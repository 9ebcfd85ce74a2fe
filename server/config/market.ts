import { z } from 'zod'
import {
  DEFAULT_MARKET_COUNTRY,
  isMarketCountry,
  marketCountries,
  marketOf,
  type Market,
} from '../contract/market.js'
import type { EnvOf } from './env.js'

/** The deployment's market: its currency and default time zone (contract/market.ts). */
export interface MarketConfig {
  /**
   * MARKET (default SV): the deployment's currency and default time zone (contract/market.ts).
   * Its currency is CURRENCY's when that is set.
   */
  market: Market
  /** ISO 4217 code of every price: services, bookings, premium (market.currency). */
  currency: string
}

export const marketEnv = {
  MARKET: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isMarketCountry, `MARKET must be one of ${marketCountries.join(', ')}`)
    .default(DEFAULT_MARKET_COUNTRY),
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'CURRENCY must be an ISO 4217 code such as MXN or USD')
    .refine((code) => {
      try {
        new Intl.NumberFormat('es', { style: 'currency', currency: code })
        return true
      } catch {
        return false
      }
    }, 'CURRENCY must be an ISO 4217 code such as MXN or USD')
    .optional(),
}

export function readMarketConfig(e: EnvOf<typeof marketEnv>): MarketConfig {
  const market = marketOf(e.MARKET, e.CURRENCY)
  return { market, currency: market.currency }
}
