/** Texts of the pets feature beyond the contract's petMessages (server/contract/pets.contract.ts). */
export const pets = {
  personalitiesLoadError: 'Error al cargar las personalidades',
} as const
