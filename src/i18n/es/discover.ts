import { petAge } from '../pet-age'
import { time } from './time'

/** The discover data layer's texts: active-filter chips and the stack's fallback error. */
export const discover = {
  loadError: 'Error al cargar mascotas',
  chips: {
    inHeat: 'En celo',
    ageRange: (min: number, max: number) =>
      min === max ? `Edad: ${petAge(min)}` : `Edad: ${min}–${max} años`,
    // A lower bound, not an age: 'Desde 0 años' is the honest reading of 0.
    ageFrom: (min: number) => `Desde ${time.years(min)}`,
    // Up to 0 years is only the pets under a year.
    ageUpTo: (max: number) => (max < 1 ? `Edad: ${petAge(max)}` : `Hasta ${petAge(max)}`),
    gender: { MALE: 'Macho', FEMALE: 'Hembra' },
    breed: (breed: string) => `Raza: ${breed}`,
    maxDistance: (km: number) => `Hasta ${km} km`,
  },
} as const
