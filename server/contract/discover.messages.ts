/**
 * The zod-free half of the discover contract (GET /api/pets/discover): limits, the coarse
 * distance display and the Spanish messages of the query rules, so the swipe screen can
 * format distances without downloading zod. discover.contract.ts re-exports all of it.
 */
export const discoverRules = {
  /** km; the filter dialog goes 5..100 step 5, the location dialog 1..100 (§5) */
  maxDistanceMin: 1,
  maxDistanceMax: 100,
  maxDistanceDefault: 50,
  ageMin: 0,
  ageMax: 30,
  limitDefault: 20,
  limitMax: 50,
  /** deep offsets cost a walk over every earlier pet: past this, page with the cursor */
  offsetMax: 1000,
  textMaxLength: 60,
  listMaxItems: 20,
  cursorMaxLength: 200,
  /** §9 */
  earthRadiusKm: 6371,
} as const

export const discoverMessages = {
  invalidLatitude: 'La latitud debe ser un número entre -90 y 90.',
  invalidLongitude: 'La longitud debe ser un número entre -180 y 180.',
  latitudeWithoutLongitude: 'Envía la latitud y la longitud juntas.',
  invalidMaxDistance: `La distancia máxima debe ser un número entre ${discoverRules.maxDistanceMin} y ${discoverRules.maxDistanceMax} km.`,
  invalidAge: `La edad debe ser un número entre ${discoverRules.ageMin} y ${discoverRules.ageMax}.`,
  ageRangeReversed: 'La edad mínima no puede ser mayor que la edad máxima.',
  invalidGender: 'El sexo debe ser Macho, Hembra o todos.',
  invalidText: `El texto del filtro es demasiado largo (máximo ${discoverRules.textMaxLength} caracteres).`,
  invalidList: `La lista del filtro no es válida (máximo ${discoverRules.listMaxItems} valores).`,
  invalidLevel: 'El nivel del filtro no es válido.',
  invalidBoolean: 'El valor del filtro debe ser verdadero o falso.',
  invalidLimit: `El tamaño de página debe ser un número entero entre 1 y ${discoverRules.limitMax}.`,
  invalidOffset: `El desplazamiento debe ser un número entero entre 0 y ${discoverRules.offsetMax}.`,
  invalidCursor: 'El cursor de paginación no es válido. Vuelve a cargar la lista.',
  cursorWithOffset: 'Usa el cursor o el desplazamiento, no ambos.',
  invalidPetId: 'La mascota seleccionada no es válida.',
  userPetNotFound: 'La mascota seleccionada no existe.',
  userPetNotYours: 'Solo puedes responder con una de tus mascotas.',
  loadError: 'Error al cargar mascotas',
} as const

export const distanceTexts = {
  underOneKm: 'a menos de 1 km',
  km: (km: number) => `${km} km`,
} as const

/**
 * How far another owner's pet is, as anyone but its owner is told (design 'Privacy of
 * places'; this replaces §9's metres and tenths, which helped locate a home): whole km, and 0
 * for anything under 1 km. The distance it rounds is already measured to the pet's cell.
 */
export function coarseDistanceKm(km: number): number {
  return km < 1 ? 0 : Math.round(km)
}

/** A distance as the cards show it: 'a menos de 1 km', '3 km'. */
export function formatDistance(km: number): string {
  const coarse = coarseDistanceKm(km)
  return coarse === 0 ? distanceTexts.underOneKm : distanceTexts.km(coarse)
}
