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

/** Municipalities of Greater San Salvador, all within ~20 km of the centre. */
export const DEMO_CITIES = {
  sanSalvador: {
    name: 'San Salvador',
    centre: { latitude: 13.6985, longitude: -89.2255 },
    areas: [
      'Colonia Escalón',
      'Colonia San Benito',
      'Colonia Miramonte',
      'Colonia Flor Blanca',
      'Colonia Médica',
      'Barrio San Jacinto',
      'Colonia Centroamérica',
    ],
  },
  santaTecla: {
    name: 'Santa Tecla',
    centre: { latitude: 13.6747, longitude: -89.2894 },
    areas: ['Residencial Santa Teresa', 'Colonia Utila', 'Jardines de la Sabana', 'Centro'],
  },
  antiguoCuscatlan: {
    name: 'Antiguo Cuscatlán',
    centre: { latitude: 13.6731, longitude: -89.2447 },
    areas: ['Colonia La Sultana', 'Colonia Jardines de Guadalupe', 'Colonia Santa Elena'],
  },
  merliot: {
    name: 'Ciudad Merliot',
    centre: { latitude: 13.6803, longitude: -89.2622 },
    areas: ['Jardines del Volcán', 'Residencial Pinares de Suiza', 'Colonia Jardines de Merliot'],
  },
  soyapango: {
    name: 'Soyapango',
    centre: { latitude: 13.7103, longitude: -89.1422 },
    areas: ['Colonia Los Santos', 'Residencial Bosques del Río', 'Colonia Guadalupe'],
  },
  mejicanos: {
    name: 'Mejicanos',
    centre: { latitude: 13.7236, longitude: -89.2136 },
    areas: ['Colonia Zacamil', 'Colonia Montreal', 'Residencial La Gloria'],
  },
  ilopango: {
    name: 'Ilopango',
    centre: { latitude: 13.7017, longitude: -89.1094 },
    areas: ['Colonia Santa Lucía', 'Residencial San Bartolo', 'Colonia Vista al Lago'],
  },
  sanMarcos: {
    name: 'San Marcos',
    centre: { latitude: 13.6589, longitude: -89.1831 },
    areas: ['Colonia Jardines de San Marcos', 'Residencial Las Colinas', 'Colonia Santa Marta'],
  },
  apopa: {
    name: 'Apopa',
    centre: { latitude: 13.8072, longitude: -89.1792 },
    areas: ['Colonia Valle del Sol', 'Residencial Popotlán', 'Barrio El Centro'],
  },
  ayutuxtepeque: {
    name: 'Ayutuxtepeque',
    centre: { latitude: 13.7458, longitude: -89.2006 },
    areas: ['Colonia Santísima Trinidad', 'Residencial Los Ángeles', 'Colonia Nueva Ayutuxtepeque'],
  },
  nuevoCuscatlan: {
    name: 'Nuevo Cuscatlán',
    centre: { latitude: 13.6486, longitude: -89.2656 },
    areas: [
      'Residencial Altos de Cuscatlán',
      'Colonia Las Piletas',
      'Residencial Lomas de Cuscatlán',
    ],
  },
  ciudadDelgado: {
    name: 'Ciudad Delgado',
    centre: { latitude: 13.7244, longitude: -89.17 },
    areas: ['Colonia Santa Alegría', 'Barrio San Sebastián', 'Colonia Popotlán'],
  },
} as const satisfies Record<string, DemoCity>

export type DemoCityKey = keyof typeof DEMO_CITIES
