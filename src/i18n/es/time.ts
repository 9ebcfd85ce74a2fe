/**
 * Words of the shared time and age formatters (../relative-time.ts, ../pet-age.ts). The
 * minutes, hours and days themselves come from Intl.RelativeTimeFormat('es').
 */
export const time = {
  now: 'Ahora',
  lessThanAYear: 'menos de 1 año',
  years: (count: number) => (count === 1 ? '1 año' : `${count} años`),
} as const
