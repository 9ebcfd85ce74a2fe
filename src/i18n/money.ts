import { currentMarket } from '../api/runtime-config'

/**
 * Prices as people in the deployment's market write them (MARKET, contract/market.ts): the
 * market's own currency with its symbol ('$9.99' in El Salvador, where that is the US dollar),
 * any other with its ISO code ('MXN 9.99'), so a '$' never means another country's money.
 * Intl's locale data makes that choice. One format for services, bookings and premium plans:
 * whole amounts without cents ($450), others with both digits ($150.50).
 */
const priceFormats = new Map<string, Intl.NumberFormat>()

export function formatPrice(amount: number, currency: string, locale = currentMarket().locale) {
  const digits = Number.isInteger(amount) ? 0 : 2
  const key = `${locale}:${currency}:${digits}`
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    priceFormats.set(key, format)
  }
  return format.format(amount)
}
