import type { CremationDetails } from '../../contract/cremation.messages.js'
import type { ServiceCategory, ServiceKind } from '../../contract/services.messages.js'
import { cremationCatalogue } from './cremation-catalogue.js'

/**
 * Demo catalogue near San Salvador (spec §2 /services, /health-services and /funeral-services):
 * at least one service of every category, four health providers and the four cremation
 * packages (cremation-catalogue.ts). Ids are fixed so seeding again updates
 * nothing and adds only what is missing. Prices are the spec's sample figures, in Mexican pesos;
 * demo-prices.ts gives them in the deployment's currency.
 */
export interface CatalogueEntry {
  id: string
  kind: ServiceKind
  name: string
  provider: string
  category: ServiceCategory
  rating: number
  reviewCount: number
  price: number
  priceMax?: number
  /** minutes */
  duration: number
  location: string
  address?: string
  phone?: string
  latitude: number
  longitude: number
  availability: string
  isAvailable?: boolean
  features: string[]
  serviceTypes?: string[]
  description: string
  internalPath?: '/reproductive-health' | '/funeral-services'
  /** a cremation package's includes and options (kind 'cremation') */
  cremation?: CremationDetails
}

export const CATALOGUE_TIME_ZONE = 'America/El_Salvador'

const marketplace: readonly CatalogueEntry[] = [
  {
    id: 'svc-paseos-escalon',
    kind: 'service',
    name: 'Paseo diario de 45 minutos',
    provider: 'Paseos Felices Escalón',
    category: 'walking',
    rating: 4.8,
    reviewCount: 126,
    price: 150,
    duration: 45,
    location: 'Colonia Escalón, San Salvador',
    latitude: 13.7034,
    longitude: -89.2431,
    availability: 'Lunes a sábado',
    features: ['Grupos de máximo 4 perros', 'Fotos del paseo', 'Recogida a domicilio', 'GPS'],
    description: 'Paseos en grupos pequeños por parques de la zona, con paseadores certificados.',
  },
  {
    id: 'svc-estetica-lamascota',
    kind: 'service',
    name: 'Baño y corte completo',
    provider: 'Estética Canina La Mascota',
    category: 'grooming',
    rating: 4.7,
    reviewCount: 89,
    price: 450,
    duration: 90,
    location: 'Colonia San Benito, San Salvador',
    latitude: 13.6952,
    longitude: -89.2365,
    availability: 'Todos los días',
    features: ['Baño con champú hipoalergénico', 'Corte de uñas', 'Limpieza de oídos', 'Perfume'],
    description: 'Baño, secado, corte según la raza y cuidado de uñas y oídos.',
  },
  {
    id: 'svc-vet-domicilio',
    kind: 'service',
    name: 'Consulta veterinaria a domicilio',
    provider: 'VetMóvil San Salvador',
    category: 'vet',
    rating: 4.9,
    reviewCount: 212,
    price: 600,
    duration: 60,
    location: 'Santa Tecla, La Libertad',
    latitude: 13.6769,
    longitude: -89.2797,
    availability: 'Lunes a viernes',
    features: ['Revisión general', 'Vacunas', 'Desparasitación', 'Receta digital'],
    description: 'Un veterinario visita tu casa con todo lo necesario para la consulta.',
  },
  {
    id: 'svc-reproductiva',
    kind: 'service',
    name: 'Seguimiento reproductivo',
    provider: 'Huellitas',
    category: 'reproductive',
    rating: 4.6,
    reviewCount: 54,
    price: 0,
    duration: 30,
    location: 'En la app',
    latitude: 13.6929,
    longitude: -89.2182,
    availability: 'Siempre',
    features: ['Calendario de celo', 'Predicción del próximo ciclo', 'Recordatorios'],
    description: 'Registra los ciclos de tus hembras y recibe avisos antes del próximo celo.',
    internalPath: '/reproductive-health',
  },
  {
    id: 'svc-cremacion',
    kind: 'service',
    name: 'Cremación y memoriales',
    provider: 'Huellitas en el Cielo',
    category: 'cremation',
    rating: 4.9,
    reviewCount: 73,
    price: 1200,
    duration: 1440,
    location: 'Antiguo Cuscatlán, La Libertad',
    latitude: 13.6731,
    longitude: -89.2456,
    availability: '24/7',
    features: ['Recogida a domicilio', 'Urna incluida', 'Certificado de cremación'],
    description: 'Despide a tu compañero con respeto: cremación individual y recuerdos.',
    internalPath: '/funeral-services',
  },
  {
    id: 'svc-guarderia-patitas',
    kind: 'service',
    name: 'Guardería de día',
    provider: 'Guardería Patitas Contentas',
    category: 'daycare',
    rating: 4.5,
    reviewCount: 64,
    price: 350,
    duration: 480,
    location: 'Colonia Miramonte, San Salvador',
    latitude: 13.7098,
    longitude: -89.2216,
    availability: 'Lunes a viernes',
    features: ['Juego supervisado', 'Área con sombra', 'Reporte diario', 'Siesta'],
    description: 'Tu perro pasa el día jugando y acompañado mientras trabajas.',
  },
  {
    id: 'svc-transporte-mascotaxi',
    kind: 'service',
    name: 'Traslado en Mascotaxi',
    provider: 'Mascotaxi El Salvador',
    category: 'transport',
    rating: 4.4,
    reviewCount: 41,
    price: 200,
    duration: 60,
    location: 'Soyapango, San Salvador',
    latitude: 13.7096,
    longitude: -89.1396,
    availability: 'Todos los días',
    features: ['Jaulas seguras', 'Aire acondicionado', 'Seguimiento en vivo'],
    description: 'Traslados a la veterinaria, la estética o el aeropuerto.',
  },
  {
    id: 'svc-seguro-mascota',
    kind: 'service',
    name: 'Seguro médico para mascotas',
    provider: 'Protege Mascotas',
    category: 'insurance',
    rating: 4.3,
    reviewCount: 38,
    price: 390,
    duration: 43200,
    location: 'Colonia San Benito, San Salvador',
    latitude: 13.6975,
    longitude: -89.2334,
    availability: 'Contratación inmediata',
    features: ['Consultas cubiertas', 'Cirugías', 'Responsabilidad civil', 'Asistencia 24 h'],
    description: 'Cobertura de 30 días renovable para gastos veterinarios e imprevistos.',
  },
  {
    id: 'hp-clinica-sanfrancisco',
    kind: 'health',
    name: 'Clínica Veterinaria San Francisco',
    provider: 'Clínica Veterinaria San Francisco',
    category: 'vet',
    rating: 4.8,
    reviewCount: 156,
    price: 300,
    priceMax: 1500,
    duration: 45,
    location: 'Colonia San Francisco, San Salvador',
    address: 'Calle Los Abetos 14, Colonia San Francisco, San Salvador',
    phone: '+503 2264 1122',
    latitude: 13.6899,
    longitude: -89.2461,
    availability: 'Disponible',
    features: ['Rayos X', 'Laboratorio', 'Hospitalización'],
    serviceTypes: ['Consulta general', 'Vacunación', 'Desparasitación', 'Control dental'],
    description: 'Clínica con laboratorio propio y hospitalización.',
  },
  {
    id: 'hp-hospital-24h',
    kind: 'health',
    name: 'Hospital Veterinario 24 Horas',
    provider: 'Hospital Veterinario 24 Horas',
    category: 'vet',
    rating: 4.9,
    reviewCount: 241,
    price: 450,
    priceMax: 3000,
    duration: 60,
    location: 'Colonia Médica, San Salvador',
    address: 'Avenida Dr. Emilio Álvarez 210, Colonia Médica, San Salvador',
    phone: '+503 2225 0909',
    latitude: 13.7071,
    longitude: -89.2058,
    availability: 'Disponible',
    features: ['Urgencias 24/7', 'Cirugía', 'Cuidados intensivos'],
    serviceTypes: ['Consulta general', 'Urgencia', 'Cirugía', 'Vacunación'],
    description: 'Urgencias y cirugía a cualquier hora.',
  },
  {
    id: 'hp-vacunas-cuscatlan',
    kind: 'health',
    name: 'Centro de Vacunación Cuscatlán',
    provider: 'Centro de Vacunación Cuscatlán',
    category: 'vet',
    rating: 4.6,
    reviewCount: 88,
    price: 180,
    priceMax: 600,
    duration: 30,
    location: 'Antiguo Cuscatlán, La Libertad',
    address: 'Calle La Sultana 5, Antiguo Cuscatlán',
    phone: '+503 2243 7788',
    latitude: 13.6745,
    longitude: -89.2412,
    availability: 'Disponible',
    features: ['Cartilla digital', 'Recordatorios de refuerzo'],
    serviceTypes: ['Vacunación', 'Desparasitación', 'Microchip'],
    description: 'Vacunas, refuerzos y microchip con cartilla digital.',
  },
  {
    id: 'hp-reproduccion-canina',
    kind: 'health',
    name: 'Centro de Reproducción Canina',
    provider: 'Centro de Reproducción Canina',
    category: 'reproductive',
    rating: 4.7,
    reviewCount: 47,
    price: 500,
    priceMax: 2500,
    duration: 60,
    location: 'Santa Tecla, La Libertad',
    address: 'Paseo El Carmen 33, Santa Tecla',
    phone: '+503 2228 4455',
    latitude: 13.6735,
    longitude: -89.2894,
    availability: 'Ocupado',
    isAvailable: false,
    features: ['Ecografía', 'Citología vaginal', 'Inseminación'],
    serviceTypes: ['Control de celo', 'Ecografía', 'Consulta reproductiva'],
    description: 'Especialistas en salud reproductiva y gestación.',
  },
]

export const demoCatalogue: readonly CatalogueEntry[] = [...marketplace, ...cremationCatalogue]
