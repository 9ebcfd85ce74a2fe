/** The discover data layer's texts: active-filter chips and the stack's fallback error. */
export const discover = {
  loadError: 'Error al cargar mascotas',
  chips: {
    ageRange: (min: number, max: number) =>
      min === max ? `Edad: ${years(min)}` : `Edad: ${min}–${max} años`,
    ageFrom: (min: number) => `Desde ${years(min)}`,
    ageUpTo: (max: number) => `Hasta ${years(max)}`,
    gender: { MALE: 'Macho', FEMALE: 'Hembra' },
    breed: (breed: string) => `Raza: ${breed}`,
    maxDistance: (km: number) => `Hasta ${km} km`,
  },
} as const

function years(count: number): string {
  return count === 1 ? '1 año' : `${count} años`
}
