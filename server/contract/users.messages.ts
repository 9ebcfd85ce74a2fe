/**
 * The zod-free half of the users contract: rules and the spec's Spanish messages (§5, §8) for
 * the profile, its pictures and the user's location. Screens import these without zod;
 * users.contract.ts re-exports all of it.
 */
export const profileRules = {
  nameMaxLength: 80,
  bioMaxLength: 500,
  phoneMaxLength: 30,
  locationMaxLength: 200,
  imageMaxBytes: 5 * 1024 * 1024,
  /** decoded size limit (width × height), against decompression bombs */
  imageMaxPixels: 40_000_000,
} as const

export const profileMessages = {
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre no puede superar ${profileRules.nameMaxLength} caracteres.`,
  bioTooLong: `La biografía no puede superar ${profileRules.bioMaxLength} caracteres.`,
  phoneInvalid: 'Introduce un teléfono válido (solo números, espacios, +, - y paréntesis).',
  locationTooLong: `La ubicación no puede superar ${profileRules.locationMaxLength} caracteres.`,
  coordinatesInvalid: 'Las coordenadas no son válidas.',
  coordinatesIncomplete: 'Envía latitud y longitud juntas, o ninguna de las dos.',
  // Spec §5 (avatar file) — also used for the banner.
  notAnImage: 'Por favor selecciona un archivo de imagen',
  imageTooLarge: 'La imagen es demasiado grande. Máximo 5MB',
  imageTooManyPixels: 'La imagen tiene una resolución demasiado grande. Máximo 40 megapíxeles',
  imageMissing: 'Por favor selecciona un archivo de imagen',
  // Spec §8.
  avatarError: 'Error al subir el avatar',
  avatarSaved: 'Avatar actualizado correctamente',
  bannerError: 'Error al subir el banner',
  bannerSaved: 'Banner actualizado correctamente',
  imageUploadError: 'Error al subir la imagen',
  profileError: 'Error al actualizar el perfil',
  profileSaved: 'Perfil actualizado correctamente',
  locationError: 'Error al guardar la ubicación',
} as const
