/**
 * The zod-free half of Settings › Privacidad's contract: the Spanish texts the server answers
 * and the screens show, and the name of the exported file.
 */
export const privacyMessages = {
  settingsEmpty: 'Indica qué ajuste de privacidad quieres cambiar.',
  settingsInvalid: 'El ajuste de privacidad debe ser activado o desactivado.',
  settingsError: 'No se pudo guardar el ajuste de privacidad.',
  passwordRequired: 'Escribe tu contraseña para eliminar la cuenta.',
  wrongPassword: 'La contraseña no es correcta. Tu cuenta no se ha eliminado.',
  /** what others read instead of kilometres when the owner hides the distance */
  nearYou: 'cerca de ti',
  /** who wrote a message, or owns a pet, once that account was deleted */
  deletedUser: 'Usuario eliminado',
} as const

/** The JSON file 'Descargar mis datos' saves. */
export const EXPORT_FILE_NAME = 'huellitas-mis-datos.json'
