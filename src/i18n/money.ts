/**
 * Prices in the deployment's currency (CURRENCY, default MXN), with its code: never a bare '$',
 * which El Salvador's dollar and Mexico's peso share. One format for services, bookings and
 * premium plans: whole amounts without cents (MXN 450), others with both digits (MXN 150.50).
 */
const priceFormats = new Map<string, Intl.NumberFormat>()

export function formatPrice(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  const key = `${currency}:${digits}`
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    priceFormats.set(key, format)
  }
  return format.format(amount)
}
