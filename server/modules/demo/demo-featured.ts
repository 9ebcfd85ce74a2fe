import type { CoatColour } from './portrait/palette.js'

/**
 * The pets of the two demo accounts, written by hand: they are what a newcomer sees first on
 * the profile screen, so they read better than generated ones. Ana has a female (Luna) so
 * the reproductive-health screen has someone to show.
 */
export interface FeaturedPet {
  name: string
  breed: string
  gender: 'MALE' | 'FEMALE'
  age: number
  colour: CoatColour
  weight: number
  vaccinated: boolean | null
  neutered: boolean | null
  personalityIds: readonly string[]
  description: string
  photos: number
  /** which of the breed's looks (mestizos have several) */
  lookIndex?: number
}

export const FEATURED_PETS: Readonly<Record<'ana' | 'carlos', readonly FeaturedPet[]>> = {
  ana: [
    {
      name: 'Luna',
      breed: 'Golden Retriever',
      gender: 'FEMALE',
      age: 3,
      colour: 'Dorado',
      weight: 29.5,
      vaccinated: true,
      neutered: false,
      personalityIds: [
        'energy-jugueton',
        'social-ninos',
        'temperament-carinoso',
        'intelligence-aprende',
      ],
      description:
        'Luna es la reina de la casa. Le encanta nadar, perseguir pelotas en el Parque Cuscatlán y recibir a todos con la cola a mil por hora. Es súper paciente con los niños y aprende trucos nuevos por un pedacito de pollo.',
      photos: 3,
    },
    {
      name: 'Rocky',
      breed: 'Bulldog Francés',
      gender: 'MALE',
      age: 2,
      colour: 'Crema',
      weight: 12,
      vaccinated: true,
      neutered: true,
      personalityIds: ['energy-dormilon', 'adaptability-apartamento', 'temperament-carinoso'],
      description:
        'Rocky ronca más fuerte que mi papá. Es un sillón con patas: paseo corto, siesta larga. Perfecto para apartamento y fan número uno de las caricias en la panza.',
      photos: 2,
    },
    {
      name: 'Mishi',
      breed: 'Siamés',
      gender: 'MALE',
      age: 5,
      colour: 'Crema con puntas oscuras',
      weight: 4.2,
      vaccinated: true,
      neutered: true,
      personalityIds: ['intelligence-curioso', 'temperament-independiente', 'social-perros'],
      description:
        'Mishi creció entre perros y cree que es uno de ellos. Conversa todo el día, abre puertas y duerme encima de Luna. Independiente, pero a la hora de la cena es el más cariñoso.',
      photos: 2,
    },
  ],
  carlos: [
    {
      name: 'Zeus',
      breed: 'Husky Siberiano',
      gender: 'MALE',
      age: 4,
      colour: 'Gris y blanco',
      weight: 24,
      vaccinated: true,
      neutered: false,
      personalityIds: [
        'energy-deportista',
        'social-perros',
        'behavior-correa',
        'adaptability-viajero',
      ],
      description:
        'Zeus es mi compañero de carreras: cinco kilómetros por la mañana y todavía le sobra energía. Aúlla cuando pasa la sirena de los bomberos. Buscamos amigos con la misma energía para correr en el Cafetalón.',
      photos: 3,
    },
    {
      name: 'Canela',
      breed: 'Mestizo',
      gender: 'FEMALE',
      age: 6,
      colour: 'Canela',
      weight: 14,
      vaccinated: true,
      neutered: true,
      personalityIds: [
        'temperament-leal',
        'energy-tranquilo',
        'social-ninos',
        'behavior-obediente',
      ],
      description:
        'A Canela la rescatamos de la calle hace cinco años y es la perrita más agradecida del mundo. Tranquila, obediente y siempre pendiente de los niños de la casa. Ideal para paseos relajados.',
      photos: 2,
      lookIndex: 1,
    },
  ],
}
