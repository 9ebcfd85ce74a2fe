import type { CatLook } from './portrait/cat.js'
import type { DogLook } from './portrait/dog.js'
import type { CoatColour } from './portrait/palette.js'

interface BreedBase {
  name: string
  colours: readonly CoatColour[]
  /** adult weight range in kg */
  weight: readonly [number, number]
  /** relative frequency among the demo pets of its species */
  frequency: number
  /** personality ids typical of the breed, preferred when picking */
  traits: readonly string[]
}

export interface DogBreed extends BreedBase {
  species: 'dog'
  /** one is picked per pet (mestizos vary) */
  looks: readonly DogLook[]
}

export interface CatBreed extends BreedBase {
  species: 'cat'
  look: Omit<CatLook, 'eyeColour'>
  eyeColours: readonly string[]
}

export type Breed = DogBreed | CatBreed

const dog = (
  name: string,
  looks: DogLook[],
  colours: CoatColour[],
  weight: [number, number],
  frequency: number,
  traits: string[],
): DogBreed => ({ species: 'dog', name, looks, colours, weight, frequency, traits })

const look = (ears: DogLook['ears'], snout: DogLook['snout'], coat: DogLook['coat']): DogLook => ({
  ears,
  snout,
  coat,
})

export const DOG_BREEDS: readonly DogBreed[] = [
  dog(
    'Mestizo',
    [
      look('floppy', 'normal', 'short'),
      look('folded', 'normal', 'short'),
      look('pointy', 'long', 'short'),
    ],
    [
      'Canela',
      'Negro',
      'Café',
      'Crema',
      'Blanco con manchas',
      'Crema con manchas negras',
      'Atigrado',
      'Negro y fuego',
    ],
    [6, 24],
    9,
    ['temperament-leal', 'social-perros', 'adaptability-calor', 'temperament-carinoso'],
  ),
  dog(
    'Labrador Retriever',
    [look('floppy', 'normal', 'short')],
    ['Amarillo', 'Negro', 'Chocolate'],
    [25, 36],
    4,
    ['energy-jugueton', 'social-ninos', 'intelligence-aprende', 'temperament-carinoso'],
  ),
  dog('Golden Retriever', [look('floppy', 'normal', 'fluffy')], ['Dorado', 'Crema'], [25, 34], 4, [
    'temperament-carinoso',
    'social-ninos',
    'social-personas',
    'temperament-paciente',
  ]),
  dog('Pastor Alemán', [look('pointy', 'long', 'short')], ['Negro y café'], [22, 40], 3, [
    'temperament-protector',
    'behavior-obediente',
    'intelligence-inteligente',
    'temperament-leal',
  ]),
  dog(
    'Chihuahua',
    [look('pointy', 'normal', 'short')],
    ['Canela', 'Crema', 'Negro y fuego', 'Blanco'],
    [1.5, 3],
    3,
    ['adaptability-apartamento', 'temperament-protector', 'adaptability-calor', 'social-timido'],
  ),
  dog(
    'Poodle',
    [look('curly', 'normal', 'curly')],
    ['Blanco', 'Negro', 'Albaricoque', 'Gris'],
    [4, 8],
    3,
    ['intelligence-inteligente', 'intelligence-trucos', 'adaptability-apartamento'],
  ),
  dog('Schnauzer', [look('folded', 'normal', 'wire')], ['Sal y pimienta', 'Negro'], [6, 9], 3, [
    'intelligence-curioso',
    'temperament-protector',
    'energy-jugueton',
  ]),
  dog('Beagle', [look('long', 'long', 'short')], ['Tricolor'], [9, 14], 3, [
    'intelligence-curioso',
    'social-perros',
    'energy-energico',
    'behavior-travieso',
  ]),
  dog(
    'Bulldog Francés',
    [look('bat', 'short', 'short')],
    ['Crema', 'Atigrado', 'Blanco con manchas', 'Gris'],
    [8, 13],
    3,
    ['energy-dormilon', 'adaptability-apartamento', 'temperament-carinoso', 'behavior-silencioso'],
  ),
  dog(
    'Husky Siberiano',
    [look('pointy', 'normal', 'short')],
    ['Gris y blanco', 'Negro y blanco', 'Rojo y blanco'],
    [18, 27],
    3,
    ['energy-deportista', 'temperament-independiente', 'social-perros', 'adaptability-patio'],
  ),
  dog(
    'Shih Tzu',
    [look('floppy', 'short', 'fluffy')],
    ['Blanco con manchas', 'Dorado'],
    [4, 7],
    2,
    ['adaptability-apartamento', 'temperament-carinoso', 'energy-tranquilo'],
  ),
  dog('Pug', [look('folded', 'short', 'short')], ['Leonado'], [6, 9], 2, [
    'energy-dormilon',
    'social-personas',
    'adaptability-apartamento',
  ]),
  dog(
    'Dachshund',
    [look('long', 'long', 'short')],
    ['Canela', 'Negro y fuego', 'Chocolate'],
    [7, 12],
    2,
    ['intelligence-curioso', 'temperament-leal', 'behavior-travieso'],
  ),
  dog('Border Collie', [look('folded', 'long', 'short')], ['Blanco y negro'], [14, 20], 2, [
    'intelligence-inteligente',
    'energy-deportista',
    'intelligence-aprende',
    'adaptability-patio',
  ]),
  dog('Rottweiler', [look('folded', 'normal', 'short')], ['Negro y fuego'], [35, 55], 2, [
    'temperament-protector',
    'temperament-leal',
    'behavior-obediente',
  ]),
  dog('Boxer', [look('folded', 'short', 'short')], ['Leonado', 'Atigrado'], [25, 32], 2, [
    'energy-jugueton',
    'social-ninos',
    'temperament-protector',
  ]),
  dog('Cocker Spaniel', [look('long', 'normal', 'fluffy')], ['Dorado', 'Negro'], [12, 15], 2, [
    'temperament-carinoso',
    'energy-jugueton',
    'social-ninos',
  ]),
  dog('Pomerania', [look('small', 'normal', 'fluffy')], ['Canela', 'Crema'], [2, 3.5], 2, [
    'adaptability-apartamento',
    'energy-jugueton',
    'adaptability-viajero',
  ]),
  dog('Yorkshire Terrier', [look('pointy', 'normal', 'short')], ['Negro y fuego'], [2, 3.5], 2, [
    'adaptability-apartamento',
    'intelligence-curioso',
    'temperament-protector',
  ]),
]

const cat = (
  name: string,
  catLook: CatBreed['look'],
  colours: CoatColour[],
  eyeColours: string[],
  weight: [number, number],
  frequency: number,
  traits: string[],
): CatBreed => ({
  species: 'cat',
  name,
  look: catLook,
  colours,
  eyeColours,
  weight,
  frequency,
  traits,
})

const GREEN = '#8fc15a'
const AMBER = '#e8a23a'
const BLUE = '#5aa9e6'
const COPPER = '#d9822b'

export const CAT_BREEDS: readonly CatBreed[] = [
  cat(
    'Doméstico de pelo corto',
    { ears: 'pointy', coat: 'short' },
    ['Naranja atigrado', 'Gris atigrado', 'Café atigrado', 'Negro', 'Blanco', 'Esmoquin'],
    [GREEN, AMBER],
    [3, 5.5],
    5,
    ['temperament-independiente', 'intelligence-curioso', 'adaptability-apartamento'],
  ),
  cat(
    'Siamés',
    { ears: 'pointy', coat: 'short' },
    ['Crema con puntas oscuras'],
    [BLUE],
    [3, 5],
    2,
    ['temperament-carinoso', 'intelligence-curioso', 'intelligence-inteligente'],
  ),
  cat(
    'Persa',
    { ears: 'small', coat: 'fluffy' },
    ['Blanco', 'Gris', 'Crema'],
    [COPPER, AMBER, BLUE],
    [3, 5.5],
    2,
    ['energy-tranquilo', 'energy-dormilon', 'adaptability-apartamento'],
  ),
  cat(
    'Maine Coon',
    { ears: 'tufted', coat: 'fluffy' },
    ['Café atigrado', 'Gris atigrado'],
    [AMBER, GREEN],
    [5, 9],
    1,
    ['temperament-paciente', 'social-perros', 'social-ninos'],
  ),
  cat('Azul Ruso', { ears: 'pointy', coat: 'short' }, ['Gris azulado'], [GREEN], [3, 5], 1, [
    'social-timido',
    'behavior-silencioso',
    'intelligence-inteligente',
  ]),
  cat('Angora Turco', { ears: 'pointy', coat: 'fluffy' }, ['Blanco'], [BLUE, AMBER], [3, 4.5], 1, [
    'energy-jugueton',
    'intelligence-curioso',
    'temperament-carinoso',
  ]),
]

export function breedNamed(name: string): Breed {
  const breed = [...DOG_BREEDS, ...CAT_BREEDS].find((candidate) => candidate.name === name)
  if (!breed) throw new Error(`Unknown demo breed ${name}`)
  return breed
}
