/**
 * The zod-free half of the lost-pets contract: limits, filter values and the
 * Spanish messages (spec §5 'Lost-pet alert', 'Sighting form', §8 'Profile, alerts, sightings',
 * §9). Screens and the offline engine import these from here, so a screen that only shows a
 * message does not download zod; lost-pets.contract.ts re-exports all of it.
 */

import { photoFileMessages } from './photo.messages.js'
import { sightingLimits, visitorFormMessages } from './lost-pets.rules.js'

export { isCalendarDate, isClockTime, isNotFutureDate, phoneDigits } from './lost-pets.rules.js'
export {
  lostPetStatuses,
  urgencyLevels,
  type LostPetStatus,
  type UrgencyLevel,
} from './lost-pets.enums.js'
/** §2 /lost-pets time filter; 'all' means no limit */
export const lostPetTimeframes = ['24h', '3d', '7d', '30d', 'all'] as const
export type LostPetTimeframe = (typeof lostPetTimeframes)[number]
export const timeframeHours: Record<Exclude<LostPetTimeframe, 'all'>, number> = {
  '24h': 24,
  '3d': 72,
  '7d': 168,
  '30d': 720,
}
/** §2 /lost-pets type filter; 'other' is every species that is not a dog, cat or bird */
export const lostPetTypes = ['dog', 'cat', 'bird', 'other', 'all'] as const
export type LostPetType = (typeof lostPetTypes)[number]
/** §2 distance choices in km (the server accepts any whole km in range, or 'any') */
export const lostPetDistanceChoices = [5, 10, 25, 50, 100] as const

export const lostPetRules = {
  ...sightingLimits,
  alertPhotosMax: 5,
  sightingPhotosMax: 3,
  photoMaxBytes: 5 * 1024 * 1024,
  /** decoded size limit (width × height), against decompression bombs */
  photoMaxPixels: 40_000_000,
  /** abuse limit: alerts for one pet per UTC day */
  alertsPerPetPerDay: 3,
  /** an active alert stops being listed this long after it was created or last renewed */
  expiryDays: 60,
  /** default radius of the replicated `lostPets` set around the saved location (env LOST_PETS_FEED_RADIUS_KM) */
  feedRadiusKmDefault: 25,
  /** default of the §2 distance filter (client side) and §9 'Lost-pets defaults' */
  distanceDefaultKm: 50,
  timeframeDefault: '7d',
  distanceMinKm: 1,
  distanceMaxKm: 500,
  limitDefault: 20,
  limitMax: 50,
  searchMaxLength: 100,
  cursorMaxLength: 200,
  notesMaxLength: 1000,
  rewardMaxLength: 100,
  emailMaxLength: 254,
} as const

export const lostPetMessages = {
  ...visitorFormMessages,
  // §5 'Lost-pet alert'
  petRequired: 'Selecciona la mascota perdida.',
  petNotYours: 'Solo puedes reportar como perdida una mascota tuya.',
  petNotFound: 'Mascota no encontrada.',
  lastSeenDateRequired: 'La fecha en que se vio por última vez es obligatoria.',
  lastSeenTimeRequired: 'La hora aproximada es obligatoria.',
  descriptionRequired: 'La descripción es obligatoria.',
  contactPhoneRequired: 'El teléfono de contacto es obligatorio.',
  contactPhoneInvalid: 'El teléfono de contacto no es válido.',
  contactEmailInvalid: 'El correo electrónico alternativo no es válido.',
  urgencyInvalid: 'El nivel de urgencia no es válido.',
  notesTooLong: `Las notas adicionales son demasiado largas (máximo ${lostPetRules.notesMaxLength} caracteres).`,
  rewardTooLong: `La recompensa es demasiado larga (máximo ${lostPetRules.rewardMaxLength} caracteres).`,
  coordinatesInvalid: 'Las coordenadas no son válidas.',
  tooManyAlertPhotos: 'Máximo 5 fotos permitidas',
  ...photoFileMessages,
  tooManyAlertsToday: `Ya se crearon ${lostPetRules.alertsPerPetPerDay} alertas para esta mascota hoy. Inténtalo de nuevo mañana.`,
  idTaken: 'Ya existe otra alerta con este identificador.',
  // §5 'Sighting form'
  lostPetRequired: 'Indica la alerta de la mascota que viste.',
  contactNameRequired: 'Tu nombre es obligatorio.',
  tooManySightingPhotos: 'Máximo 3 fotos permitidas',
  sightingOnFoundPet: 'Esta mascota ya fue encontrada.',
  sightingOnExpiredAlert: 'Esta alerta ya no está activa.',
  sightingIdTaken: 'Ya existe otro avistamiento con este identificador.',
  // §4 'Lost pet status', §6
  statusInvalid: 'El estado debe ser "active" (perdida) o "found" (encontrada).',
  notReporterOrOwner:
    'Solo quien reportó la alerta o el dueño de la mascota puede cambiar su estado.',
  alertNotFound: 'Alerta de mascota perdida no encontrada.',
  alertFound: 'La alerta ya no está activa: la mascota fue encontrada.',
  // GET /api/lost-pets filters
  filterUrgencyInvalid: 'El filtro de urgencia no es válido.',
  filterTimeframeInvalid: 'El filtro de tiempo debe ser 24h, 3d, 7d, 30d o all.',
  filterTypeInvalid: 'El tipo de mascota debe ser dog, cat, bird, other o all.',
  filterDistanceInvalid: `La distancia debe ser un número entero entre ${lostPetRules.distanceMinKm} y ${lostPetRules.distanceMaxKm} km, o any.`,
  filterStatusInvalid: 'El estado debe ser active o found.',
  filterSearchInvalid: `La búsqueda es demasiado larga (máximo ${lostPetRules.searchMaxLength} caracteres).`,
  filterLatitudeInvalid: 'La latitud debe ser un número entre -90 y 90.',
  filterLongitudeInvalid: 'La longitud debe ser un número entre -180 y 180.',
  filterLatLngTogether: 'Envía la latitud y la longitud juntas.',
  filterLimitInvalid: `El tamaño de página debe ser un número entero entre 1 y ${lostPetRules.limitMax}.`,
  filterCursorInvalid: 'El cursor de paginación no es válido. Vuelve a cargar la lista.',
  // §8 'Profile, alerts, sightings' (client texts, kept beside the server's)
  createError: 'Error al crear la alerta. Por favor intenta de nuevo.',
  createErrorShort: 'Error al crear la alerta',
  createSuccess: '¡Alerta creada exitosamente! Se ha notificado a la comunidad.',
  loadError: 'Error al cargar mascotas perdidas',
  statusError: 'Error al actualizar el estado. Por favor intenta de nuevo.',
  sightingError: 'Error al reportar avistamiento',
  markedLostAgain: 'La mascota ha sido marcada como perdida nuevamente.',
} as const

/** Whether an active alert is past its expiry (then it is not listed as active). */
export const isExpired = (expiresAt: string, now: number = Date.now()): boolean =>
  Date.parse(expiresAt) <= now
