/**
 * The zod-free half of the pets contract: personality categories, the form rules and the
 * spec's Spanish messages. Screens and the offline engine import these from here, so a screen
 * that only shows a message does not download zod; pets.contract.ts re-exports all of it.
 */
import { photoFileMessages } from './photo.messages.js'
export { personalityCategories, type PersonalityCategory } from './pets.enums.js'

export const petRules = {
  ageMin: 0,
  ageMax: 30,
  nameMaxLength: 60,
  breedMaxLength: 60,
  descriptionMaxLength: 1000,
  locationMaxLength: 300,
  cityMaxLength: 120,
  photosMax: 5,
  photoMaxBytes: 5 * 1024 * 1024,
  /** decoded size limit (width × height), against decompression bombs */
  photoMaxPixels: 40_000_000,
  /** the QR profile (spec §3 ownerContact, emergencyInfo) */
  ownerContactMaxLength: 120,
  emergencyTextMaxLength: 300,
  vetPhoneMaxLength: 30,
  vetPhoneMinDigits: 7,
} as const

/**
 * The write path's fallback texts, alone so the pets' write actions (on every signed-in first
 * load) import these three, not every message below.
 */
export const petWriteErrors = {
  createError: 'Error al crear la mascota',
  updateError: 'Error al actualizar la mascota',
  deleteError: 'Error al eliminar mascota',
} as const

export const petMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre puede tener hasta ${petRules.nameMaxLength} caracteres.`,
  breedRequired: 'La raza es obligatoria.',
  breedTooLong: `La raza puede tener hasta ${petRules.breedMaxLength} caracteres.`,
  descriptionTooLong: `La descripción puede tener hasta ${petRules.descriptionMaxLength} caracteres.`,
  speciesInvalid: 'La especie no es válida.',
  locationTooLong: `La ubicación puede tener hasta ${petRules.locationMaxLength} caracteres.`,
  cityTooLong: `La ciudad puede tener hasta ${petRules.cityMaxLength} caracteres.`,
  coordinatesInvalid: 'La ubicación en el mapa no es válida.',
  privacyInvalid: 'Las opciones de privacidad no son válidas.',
  ageInvalid: `La edad debe ser un número entre ${petRules.ageMin} y ${petRules.ageMax}.`,
  genderInvalid: 'Selecciona el sexo de tu mascota.',
  personalitiesRequired: 'Selecciona al menos una personalidad para tu mascota',
  locationRequired: 'Por favor configura tu ubicación antes de crear el perfil de tu mascota',
  locationRequiredOnEdit: 'Por favor configura tu ubicación',
  tooManyPhotos: 'Máximo 5 fotos permitidas',
  ...photoFileMessages,
  personalityUnknown: 'Alguna de las personalidades seleccionadas no existe.',
  idTaken: 'Ya existe otra mascota con este identificador.',
  notFound: 'Mascota no encontrada.',
  notYours: 'Solo el dueño puede modificar esta mascota.',
  ownerContactTooLong: 'El contacto es demasiado largo (máximo 120 caracteres).',
  medicalNeedsTooLong: 'Las necesidades médicas son demasiado largas (máximo 300 caracteres).',
  allergiesTooLong: 'Las alergias son demasiado largas (máximo 300 caracteres).',
  vetPhoneInvalid: 'El teléfono del veterinario no es válido.',
  loadError: 'Error al cargar mascotas',
  ...petWriteErrors,
} as const

/** The emergency information of a pet (spec §3 Pet.emergencyInfo), each part optional. */
export interface PetEmergencyParts {
  medicalNeeds: string | null
  allergies: string | null
  vetPhone: string | null
}

/**
 * The emergency information as one text (the QR payload's emergencyInfo, the public page):
 * null when the owner wrote none.
 */
export function emergencyInfoText(info: PetEmergencyParts): string | null {
  const parts = [
    info.medicalNeeds ? `Necesidades médicas: ${info.medicalNeeds}` : null,
    info.allergies ? `Alergias: ${info.allergies}` : null,
    info.vetPhone ? `Teléfono del veterinario: ${info.vetPhone}` : null,
  ].filter((part): part is string => part !== null)
  return parts.length > 0 ? parts.join('. ') : null
}
