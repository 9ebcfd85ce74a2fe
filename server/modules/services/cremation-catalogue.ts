import type {
  CremationDetails,
  MemorialOption,
  UrgencyOption,
} from '../../contract/cremation.messages.js'
import type { CatalogueEntry } from './catalogue-entry.js'

/**
 * The demo cremation packages of /funeral-services with §9's sample prices: packages 2500,
 * 1200, 450 and 4200; memorial options 150, 80, 300, 500 and 250; urgency extra costs 0, 500
 * (urgent, 24-48 h) and 1000 (immediate, the same day), in Mexican pesos (demo-prices.ts gives
 * them in the deployment's currency).
 */
export const urgencyOptions: readonly UrgencyOption[] = [
  {
    id: 'normal',
    name: 'Normal',
    description: 'Recogida programada en los próximos 3 a 5 días.',
    extraCost: 0,
  },
  {
    id: 'urgent',
    name: 'Urgente (24-48 h)',
    description: 'Recogida y servicio en las próximas 24 a 48 horas.',
    extraCost: 500,
  },
  {
    id: 'immediate',
    name: 'Inmediato (mismo día)',
    description: 'Recogida y servicio el mismo día.',
    extraCost: 1000,
  },
]

export const memorialOptions: readonly MemorialOption[] = [
  {
    id: 'huella-arcilla',
    name: 'Huella en arcilla',
    description: 'La huella de su patita en un molde de arcilla.',
    price: 150,
  },
  {
    id: 'marco-foto',
    name: 'Marco con fotografía',
    description: 'Un marco de madera con su foto favorita.',
    price: 80,
  },
  {
    id: 'urna-grabada',
    name: 'Urna personalizada',
    description: 'Urna de madera grabada con su nombre y fechas.',
    price: 300,
  },
  {
    id: 'joya-cenizas',
    name: 'Joya con cenizas',
    description: 'Un dije que guarda una pequeña parte de sus cenizas.',
    price: 500,
  },
  {
    id: 'arbol-memorial',
    name: 'Árbol conmemorativo',
    description: 'Un árbol plantado en su memoria, con placa.',
    price: 250,
  },
]

function details(includes: string[], urgencyAvailable: boolean): CremationDetails {
  return {
    includes,
    urgencyAvailable,
    urgencyOptions: urgencyAvailable ? [...urgencyOptions] : [],
    memorialOptions: [...memorialOptions],
  }
}

const provider = {
  kind: 'cremation',
  provider: 'Huellitas en el Cielo',
  category: 'cremation',
  location: 'Antiguo Cuscatlán, La Libertad',
  address: 'Calle El Pedregal 120, Antiguo Cuscatlán, La Libertad',
  phone: '+503 2243 5050',
  latitude: 13.6731,
  longitude: -89.2456,
  availability: '24/7',
} as const

export const cremationCatalogue: readonly CatalogueEntry[] = [
  {
    ...provider,
    id: 'crem-individual',
    name: 'Cremación Individual',
    rating: 4.9,
    reviewCount: 128,
    price: 2500,
    duration: 2880,
    features: ['Cremación individual', 'Entrega de cenizas', 'Certificado'],
    description: 'Cremación privada de tu mascota, con sus cenizas devueltas en una urna.',
    cremation: details(
      [
        'Recogida a domicilio',
        'Cremación individual',
        'Urna de madera',
        'Certificado de cremación',
      ],
      true,
    ),
  },
  {
    ...provider,
    id: 'crem-colectiva',
    name: 'Cremación Colectiva',
    rating: 4.7,
    reviewCount: 86,
    price: 1200,
    duration: 4320,
    features: ['Cremación colectiva', 'Certificado', 'Recogida a domicilio'],
    description: 'Cremación junto a otras mascotas, con un trato digno y respetuoso.',
    cremation: details(
      ['Recogida a domicilio', 'Cremación colectiva', 'Certificado de cremación'],
      true,
    ),
  },
  {
    ...provider,
    id: 'crem-basica',
    name: 'Despedida Básica',
    rating: 4.6,
    reviewCount: 54,
    price: 450,
    duration: 7200,
    features: ['Cremación colectiva', 'Entrega en el centro'],
    description: 'La opción más sencilla: llevas a tu mascota al centro y nosotros nos ocupamos.',
    cremation: details(['Recepción en el centro', 'Cremación colectiva'], false),
  },
  {
    ...provider,
    id: 'crem-memorial-premium',
    name: 'Memorial Premium',
    rating: 5,
    reviewCount: 41,
    price: 4200,
    duration: 2880,
    features: ['Ceremonia de despedida', 'Urna de lujo', 'Video memorial'],
    description: 'Ceremonia de despedida con la familia, urna de lujo y un video en su memoria.',
    cremation: details(
      [
        'Recogida a domicilio',
        'Ceremonia de despedida',
        'Cremación individual',
        'Urna de lujo grabada',
        'Video memorial',
      ],
      true,
    ),
  },
]
