import { time } from './es/time'

/**
 * A pet's age as the app stores it: whole years from 0 to 30 (spec §5, the pet form's 'Edad
 * (años)'). Under a year there are no months to tell, so 0 reads 'menos de 1 año', never
 * '0 años'. `petAge` fits inside a sentence ('Luna, menos de 1 año'); `petAgeLabel` stands
 * alone (a chip, a table cell) and starts with a capital.
 */
export function petAge(years: number): string {
  return years < 1 ? time.lessThanAYear : time.years(years)
}

export function petAgeLabel(years: number): string {
  const text = petAge(years)
  return text.charAt(0).toUpperCase() + text.slice(1)
}
