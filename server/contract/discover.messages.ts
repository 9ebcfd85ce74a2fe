/**
 * The zod-free half of the discover contract (GET /api/pets/discover): limits, the spec's
 * distance display (§9) and the Spanish messages of the query rules, so the swipe screen can
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

/**
 * §9: under 1 km in metres ('850 m'), under 10 km with one decimal ('3.4 km'), otherwise whole
 * km ('27 km'). Rounds first and then picks the unit, so 999.7 m reads '1.0 km', not '1000 m',
 * and 9.97 km reads '10 km', not '10.0 km'.
 */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 1000)
  if (metres < 1000) return `${Math.max(0, metres)} m`
  const tenths = Math.round(km * 10) / 10
  if (tenths < 10) return `${tenths.toFixed(1)} km`
  return `${Math.round(km)} km`
}
