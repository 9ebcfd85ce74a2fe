export { formatPrice } from '../../i18n/money'

/** The day a subscription ends, in words. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }).format(new Date(iso))
}
