import type { LatLng } from './prng.js'

/** The spec's default map centre (§9): San Salvador. */
export const DEMO_CENTRE: LatLng = { latitude: 13.6929, longitude: -89.2182 }

/** Every demo pet lies within this distance of the centre. */
export const DEMO_RADIUS_KM = 25

export interface DemoCity {
  name: string
  centre: LatLng
  /** neighbourhoods, for the location text */
  areas: readonly string[]
}

function city(name: string, latitude: number, longitude: number, areas: string[]): DemoCity {
  return { name, centre: { latitude, longitude }, areas }
}

/** Municipalities of Greater San Salvador, all within ~20 km of the centre. */
export const DEMO_CITIES = {
  sanSalvador: city('San Salvador', 13.6985, -89.2255, [
    'Colonia Escalón',
    'Colonia San Benito',
    'Colonia Miramonte',
    'Colonia Flor Blanca',
    'Colonia Médica',
    'Barrio San Jacinto',
    'Colonia Centroamérica',
  ]),
  santaTecla: city('Santa Tecla', 13.6747, -89.2894, [
    'Residencial Santa Teresa',
    'Colonia Utila',
    'Jardines de la Sabana',
    'Centro',
  ]),
  antiguoCuscatlan: city('Antiguo Cuscatlán', 13.6731, -89.2447, [
    'Colonia La Sultana',
    'Colonia Jardines de Guadalupe',
    'Colonia Santa Elena',
  ]),
  merliot: city('Ciudad Merliot', 13.6803, -89.2622, [
    'Jardines del Volcán',
    'Residencial Pinares de Suiza',
    'Colonia Jardines de Merliot',
  ]),
  soyapango: city('Soyapango', 13.7103, -89.1422, [
    'Colonia Los Santos',
    'Residencial Bosques del Río',
    'Colonia Guadalupe',
  ]),
  mejicanos: city('Mejicanos', 13.7236, -89.2136, [
    'Colonia Zacamil',
    'Colonia Montreal',
    'Residencial La Gloria',
  ]),
  ilopango: city('Ilopango', 13.7017, -89.1094, [
    'Colonia Santa Lucía',
    'Residencial San Bartolo',
    'Colonia Vista al Lago',
  ]),
  sanMarcos: city('San Marcos', 13.6589, -89.1831, [
    'Colonia Jardines de San Marcos',
    'Residencial Las Colinas',
    'Colonia Santa Marta',
  ]),
  apopa: city('Apopa', 13.8072, -89.1792, [
    'Colonia Valle del Sol',
    'Residencial Popotlán',
    'Barrio El Centro',
  ]),
  ayutuxtepeque: city('Ayutuxtepeque', 13.7458, -89.2006, [
    'Colonia Santísima Trinidad',
    'Residencial Los Ángeles',
    'Colonia Nueva Ayutuxtepeque',
  ]),
  nuevoCuscatlan: city('Nuevo Cuscatlán', 13.6486, -89.2656, [
    'Residencial Altos de Cuscatlán',
    'Colonia Las Piletas',
    'Residencial Lomas de Cuscatlán',
  ]),
  ciudadDelgado: city('Ciudad Delgado', 13.7244, -89.17, [
    'Colonia Santa Alegría',
    'Barrio San Sebastián',
    'Colonia Popotlán',
  ]),
} satisfies Record<string, DemoCity>

export type DemoCityKey = keyof typeof DEMO_CITIES
