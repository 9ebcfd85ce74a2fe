/**
 * What a refused photo file is told, on the forms of pets and of lost pets (alerts, sightings,
 * found reports): both take files of at most 5 MB and 40 megapixels (petRules, lostPetRules).
 */
export const photoFileMessages = {
  notAnImage: (file: string) => `${file} no es un archivo de imagen válido`,
  imageTooLarge: (file: string) => `${file} es demasiado grande. Máximo 5MB`,
  imageTooManyPixels: (file: string) =>
    `${file} tiene una resolución demasiado grande. Máximo 40 megapíxeles`,
}
