/**
 * Paths, limits and Spanish texts of found-pet reports and 'Posibles coincidencias'
 * (zod-free; found-reports.contract.ts re-exports them with the schemas).
 */
import { REUNITED_TEXT } from './reunited.js'
import { waitTime } from './wait-time.js'

export * from './found-reports.enums.js'

export const foundReportPaths = {
  report: '/api/found-reports/report',
  one: (id: string) => `/api/found-reports/${encodeURIComponent(id)}`,
  flag: (id: string) => `/api/found-reports/${encodeURIComponent(id)}/flag`,
  reunite: (id: string) => `/api/found-reports/${encodeURIComponent(id)}/reunite`,
  /** the finder's check of a draft, before sending */
  possibleAlerts: '/api/found-reports/possible-alerts',
  publicOne: (id: string) => `/api/public/found-reports/${encodeURIComponent(id)}`,
  /** the server-rendered page anyone may open (a shared link) */
  page: (id: string) => `/encontrados/${encodeURIComponent(id)}`,
  candidates: (alertId: string) => `/api/lost-pets/${encodeURIComponent(alertId)}/candidates`,
  dismiss: (alertId: string, kind: 'found' | 'sighting', id: string) =>
    `/api/lost-pets/${encodeURIComponent(alertId)}/candidates/${kind}/${encodeURIComponent(id)}/dismiss`,
  confirm: (alertId: string, reportId: string) =>
    `/api/lost-pets/${encodeURIComponent(alertId)}/candidates/found/${encodeURIComponent(reportId)}/confirm`,
} as const

export const foundReportRules = {
  photosMax: 5,
  coloursMax: 4,
  breedMaxLength: 100,
  collarTextMaxLength: 200,
  placeDetailMaxLength: 200,
  locationMaxLength: 300,
  descriptionMaxLength: 2000,
  contactMaxLength: 200,
  /** a report leaves everyone's feed but its author's this long after it was filed */
  expiryDays: 30,
  /** flags from different users that hide a report pending review */
  flagsToHide: 3,
  /** FOUND_REPORTS_MAX_PER_USER / _PER_IP on the server: reports per day */
  perUserPerDayDefault: 10,
  perIpPerDayDefault: 30,
} as const

export const foundReportMessages = {
  createSuccess:
    '¡Gracias! Publicamos tu reporte y avisaremos a quien esté buscando a esta mascota.',
  notFound: 'Reporte no encontrado.',
  idTaken: 'Ese identificador de reporte ya está en uso.',
  speciesRequired: 'Indica la especie de la mascota.',
  speciesInvalid: 'La especie no es válida (perro, gato, ave u otra).',
  breedTooLong: `La raza es demasiado larga (máximo ${foundReportRules.breedMaxLength} caracteres).`,
  coloursRequired: 'Elige al menos un color.',
  coloursInvalid: `Los colores no son válidos (elige hasta ${foundReportRules.coloursMax} de la lista).`,
  sizeInvalid: 'El tamaño no es válido (pequeño, mediano o grande).',
  sexInvalid: 'El sexo no es válido (macho, hembra o no sé).',
  collarInvalid: 'Indica si tiene collar o placa (sí o no).',
  collarTextTooLong: `El texto del collar es demasiado largo (máximo ${foundReportRules.collarTextMaxLength} caracteres).`,
  whereaboutsRequired:
    'Indica dónde está la mascota ahora: contigo, en una veterinaria, en un refugio o solo la viste.',
  placeDetailTooLong: `El nombre del lugar es demasiado largo (máximo ${foundReportRules.placeDetailMaxLength} caracteres).`,
  placeRequired: 'Marca en el mapa dónde encontraste a la mascota.',
  foundDateRequired: 'La fecha en que la encontraste es obligatoria.',
  foundTimeRequired: 'La hora aproximada es obligatoria.',
  descriptionTooLong: `La descripción es demasiado larga (máximo ${foundReportRules.descriptionMaxLength} caracteres).`,
  contactRequired: 'Escribe cómo contactarte (solo lo verá la familia a través de la app).',
  contactTooLong: `El contacto es demasiado largo (máximo ${foundReportRules.contactMaxLength} caracteres).`,
  tooManyPhotos: `Máximo ${foundReportRules.photosMax} fotos permitidas`,
  tooMany: (minutes: number) =>
    `Enviaste demasiados reportes de mascotas encontradas. Intenta de nuevo en ${waitTime(minutes)}.`,
  flagOwn: 'No puedes denunciar tu propio reporte.',
  flagged: 'Gracias: revisaremos este reporte.',
  notAlertKeeper: 'Solo quien reportó la alerta o su dueño puede ver sus coincidencias.',
  candidateNotFound: 'Esa coincidencia no existe o ya no está disponible.',
  candidateKindInvalid: 'El tipo de coincidencia no es válido.',
  alertNotActive: 'Esta alerta ya no está activa.',
  notLinked: 'Primero confirma que este reporte es tu mascota.',
  reuniteNotFamily: 'Solo la familia de la mascota puede marcar el reencuentro.',
  ownReport: 'Este reporte es tuyo.',
  reunited: '¡Qué alegría! Marcamos a la mascota como reunida con su familia.',
  alreadyLinked: 'Este reporte ya está vinculado a otra alerta.',
} as const

/** The reasons a candidate matches (issue §3: 'misma especie · 1,2 km · 2 días después · color similar'). */
const oneDecimal = new Intl.NumberFormat('es', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

export const foundReportTexts = {
  sameSpecies: 'misma especie',
  km: (km: number) => `${oneDecimal.format(km)} km`,
  daysAfter: (days: number) =>
    days === 0 ? 'el mismo día' : days === 1 ? '1 día después' : `${days} días después`,
  sameColour: 'mismo color',
  similarColour: 'color similar',
  sameSize: 'mismo tamaño',
  sameSex: 'mismo sexo',
  similarBreed: 'raza parecida',
  candidateTitle: (petName: string) => `¿Es ${petName}? Posible coincidencia`,
  candidateMessage: (petName: string, reasons: string) =>
    `Alguien reportó una mascota que podría ser ${petName}: ${reasons}.`,
  thanksTitle: '¡Gracias por ayudar!',
  thanksMessage: (petName: string) => `${petName} está de vuelta con su familia gracias a ti.`,
  reunitedBadge: REUNITED_TEXT,
  /** the species as a page's title names it ('Perro encontrado') */
  speciesNames: { dog: 'Perro', cat: 'Gato', bird: 'Ave', other: 'Mascota' } as Record<
    string,
    string
  >,
  foundTitle: (species: string) => `${species} encontrado`,
} as const
