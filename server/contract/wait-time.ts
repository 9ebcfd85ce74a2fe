/**
 * How long until a limit lets the user try again, as the rate-limit messages say it: minutes
 * under an hour, hours up to two days ('Intenta de nuevo en 24 horas', never '1440 minutos'),
 * then days. Rounded up: 'en 1 hora' is never too early.
 */
export function waitTime(minutes: number): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`
  if (minutes < 60) return plural(Math.max(1, Math.ceil(minutes)), 'minuto', 'minutos')
  if (minutes <= 48 * 60) return plural(Math.ceil(minutes / 60), 'hora', 'horas')
  return plural(Math.ceil(minutes / (24 * 60)), 'día', 'días')
}
