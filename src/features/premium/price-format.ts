/**
 * Prices in the deployment's currency (GET /api/subscription; MXN by default, spec §3). The ISO
 * code is shown, never a bare '$' that could be read as another peso or dollar.
 */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount)
}

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }).format(new Date(iso))
}
