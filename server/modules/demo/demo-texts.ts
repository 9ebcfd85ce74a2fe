import type { Random } from './prng.js'

export const PET_NAMES = {
  dog: {
    MALE: [
      'Max',
      'Rocky',
      'Toby',
      'Bruno',
      'Zeus',
      'Thor',
      'Simba',
      'Coco',
      'Milo',
      'Pancho',
      'Oreo',
      'Chato',
      'Duque',
      'Firulais',
      'Tito',
      'Bobby',
      'Rex',
      'Manchas',
      'Copito',
      'Nacho',
      'Balú',
      'Chispa',
      'Peluche',
      'Lucas',
      'Benito',
      'Tyson',
      'Hachi',
      'Pipo',
      'Bolt',
      'Kaiser',
      'Chiquito',
      'Frijol',
      'Scooby',
      'Dante',
      'Lucky',
      'Rufo',
    ],
    FEMALE: [
      'Luna',
      'Lola',
      'Nala',
      'Kira',
      'Canela',
      'Maya',
      'Frida',
      'Bella',
      'Mía',
      'Princesa',
      'Lucy',
      'Chula',
      'Estrella',
      'Galleta',
      'Perla',
      'Nina',
      'Sasha',
      'Menta',
      'Pelusa',
      'Cleo',
      'Kiara',
      'Dulce',
      'Muñeca',
      'Lía',
      'Chispita',
      'Molly',
      'Daisy',
      'Tita',
      'Pupusa',
      'Greta',
      'Bambi',
      'Vainilla',
      'Jade',
      'Layla',
    ],
  },
  cat: {
    MALE: [
      'Michi',
      'Garfield',
      'Tom',
      'Felix',
      'Salem',
      'Pelusín',
      'Bigotes',
      'Mostaza',
      'Gordo',
      'Tigre',
    ],
    FEMALE: [
      'Misha',
      'Nube',
      'Pelusa',
      'Kitty',
      'Mimí',
      'Nieve',
      'Sombra',
      'Pantera',
      'Mora',
      'Panqueca',
    ],
  },
} as const

export interface TextContext {
  name: string
  isFemale: boolean
  isCat: boolean
  isPuppy: boolean
  breed: string
}

type Sentence = (c: TextContext, g: (masculine: string, feminine: string) => string) => string

const OPENERS: readonly Sentence[] = [
  (c) =>
    `${c.name} llegó a la casa ${c.isPuppy ? 'hace unos meses' : c.isCat ? 'de gatito' : 'de cachorro'} y desde entonces es el alma de la familia.`,
  (c, g) =>
    `A ${c.name} ${g('lo', 'la')} rescatamos de la calle y hoy no podríamos imaginar la casa sin ${g('él', 'ella')}.`,
  (c, g) =>
    `${c.name} es ${g('el consentido', 'la consentida')} de la casa y lo sabe perfectamente.`,
  (c) => `Adoptamos a ${c.name} en una jornada de adopción y fue amor a primera vista.`,
  (c, g) =>
    `${c.name} es ${c.breed === 'Mestizo' || c.breed.startsWith('Doméstico') ? 'una mezcla única' : `${g('un', 'una')} ${c.isCat ? g('gato', 'gata') : g('perrito', 'perrita')} ${c.breed}`} con una personalidad enorme.`,
  (c, g) =>
    `${c.name} fue el regalo de cumpleaños de mi hija y ahora ${g('es uno', 'es una')} más de la familia.`,
  (c, g) => `Conozcan a ${c.name}: ${g('pequeño', 'pequeña')} terremoto de pelos y cariño.`,
]

/** One sentence per personality the pet has; picked for the first that has one. */
const TRAIT_SENTENCES: Readonly<Record<string, Sentence>> = {
  'energy-jugueton': (c, g) =>
    `Es ${g('juguetón', 'juguetona')} a más no poder: cualquier ${c.isCat ? 'cordón' : 'pelota'} se convierte en fiesta.`,
  'energy-energico': (c) =>
    `Tiene energía para regalar, así que ${c.isCat ? 'jugamos' : 'salimos a caminar'} dos veces al día.`,
  'energy-tranquilo': (c, g) =>
    `Es muy ${g('tranquilo', 'tranquila')}; su plan favorito es una siesta al sol.`,
  'energy-dormilon': (c, g) =>
    `Es ${g('dormilón', 'dormilona')} profesional: duerme boca arriba y hasta ronca.`,
  'energy-deportista': () => 'Me acompaña a correr por las mañanas y todavía le sobra energía.',
  'social-perros': (c) =>
    `Se lleva de maravilla con otros ${c.isCat ? 'animales, incluso con perros' : 'perros, grandes o pequeños'}.`,
  'social-gatos': (c) =>
    `Convive sin problema con ${c.isCat ? 'otros gatos' : 'los gatos de la casa'}.`,
  'social-ninos': (c, g) =>
    `Es súper paciente con los niños; mis sobrinos ${g('lo', 'la')} adoran.`,
  'social-personas': () => 'Recibe a cada visita como si fuera su mejor amigo.',
  'social-timido': (c, g) =>
    `Al principio es ${g('tímido', 'tímida')}, pero con paciencia se gana tu corazón.`,
  'behavior-obediente': (c, g) =>
    `Es muy obediente: se sienta, espera y viene cuando ${g('lo', 'la')} llamo.`,
  'behavior-educado': () => 'Hace sus necesidades donde debe y no muerde los muebles.',
  'behavior-correa': () => 'Camina bien con correa, sin jalar, aunque vea una ardilla.',
  'behavior-travieso': (c, g) =>
    `Eso sí, es un poco ${g('travieso', 'traviesa')}: ya se comió dos pares de sandalias.`,
  'behavior-silencioso': (c) =>
    `Casi no ${c.isCat ? 'maúlla' : 'ladra'}, los vecinos ni saben que existe.`,
  'intelligence-inteligente': (c, g) =>
    `Es ${g('listísimo', 'listísima')}: aprende las rutinas de la casa antes que nosotros.`,
  'intelligence-curioso': (c, g) =>
    `Es ${g('curioso', 'curiosa')} por naturaleza y tiene que olerlo todo.`,
  'intelligence-aprende': () => 'Aprende trucos nuevos en un par de días a cambio de premios.',
  'intelligence-trucos': (c, g) =>
    `Sabe sentarse, dar la pata y hacerse ${g('el muerto', 'la muerta')}.`,
  'temperament-carinoso': (c, g) =>
    `Es ${g('cariñosísimo', 'cariñosísima')} y siempre busca un regazo disponible.`,
  'temperament-protector': (c, g) =>
    `Es muy ${g('protector', 'protectora')} con la familia y avisa de todo lo que pasa afuera.`,
  'temperament-independiente': (c, g) =>
    `Es independiente, pero a la hora de la comida es ${g('el más puntual', 'la más puntual')}.`,
  'temperament-leal': () => 'Me sigue a todas partes, hasta la cocina y el baño.',
  'temperament-paciente': () => 'Tiene una paciencia infinita, nada le altera.',
  'adaptability-apartamento': () => 'Vivimos en apartamento y se ha adaptado perfectamente.',
  'adaptability-viajero': () =>
    'Le encanta viajar en carro; ya conoce la playa El Tunco y Suchitoto.',
  'adaptability-patio': () => 'Necesita espacio, por suerte tenemos un patio grande para correr.',
  'adaptability-solo': (c, g) =>
    `Se queda ${g('tranquilo', 'tranquila')} en casa mientras trabajamos.`,
  'adaptability-calor': () => 'Aguanta bien el calor, aunque prefiere la sombra del palo de mango.',
}

const QUIRKS: Readonly<Record<'dog' | 'cat', readonly string[]>> = {
  dog: [
    'Le tiene miedo a la aspiradora y a los cohetes de diciembre.',
    'Pierde la cabeza cuando escucha la bolsa de las galletas.',
    'Su comida favorita es el mango verde, aunque no se lo demos seguido.',
    'Nos despierta todos los días a las seis en punto.',
    'Colecciona calcetines y los esconde debajo del sillón.',
    'Odia los baños, pero ama revolcarse en el zacate.',
  ],
  cat: [
    'Duerme en la caja del internet porque está calientita.',
    'Tira cosas de la mesa mirándote a los ojos.',
    'Le fascina ver pájaros desde la ventana.',
    'Se mete en cualquier caja que encuentre.',
    'Pide comida a las cinco de la mañana con maullidos de ópera.',
  ],
}

const CLOSERS: Readonly<Record<'dog' | 'cat', readonly string[]>> = {
  dog: [
    'Buscamos amigos para jugar en el parque los fines de semana.',
    'Nos gustaría conocer perros de la zona para salir a pasear juntos.',
    'Buscamos compañeros de paseo con buena energía.',
    '¡Escríbenos si quieres organizar un día de juegos!',
    'Le encantaría tener un mejor amigo peludo.',
  ],
  cat: [
    'No sale de casa, pero le encantan las visitas.',
    'Buscamos amigos gatunos para compartir consejos y fotos.',
    '¡Saluda si tu michi también es de la realeza!',
  ],
}

/** Two to four sentences, the way an owner would write them. */
export function petDescription(
  random: Random,
  c: TextContext,
  personalityIds: readonly string[],
): string {
  const g = (masculine: string, feminine: string): string => (c.isFemale ? feminine : masculine)
  const kind = c.isCat ? 'cat' : 'dog'
  const parts = [random.pick(OPENERS)(c, g)]
  const traits = personalityIds.map((id) => TRAIT_SENTENCES[id]).filter((s) => s !== undefined)
  const [first, second] = random.shuffle(traits)
  if (first) parts.push(first(c, g))
  if (second && random.chance(0.4)) parts.push(second(c, g))
  if (random.chance(0.6)) parts.push(random.pick(QUIRKS[kind]))
  parts.push(random.pick(CLOSERS[kind]))
  return parts.join(' ')
}

const TEMPERAMENTS: Readonly<Record<string, readonly [string, string]>> = {
  'energy-jugueton': ['Juguetón', 'Juguetona'],
  'energy-energico': ['Activo', 'Activa'],
  'energy-deportista': ['Activo', 'Activa'],
  'energy-tranquilo': ['Tranquilo', 'Tranquila'],
  'energy-dormilon': ['Tranquilo', 'Tranquila'],
  'social-timido': ['Tímido', 'Tímida'],
  'temperament-carinoso': ['Cariñoso', 'Cariñosa'],
  'temperament-protector': ['Protector', 'Protectora'],
  'temperament-independiente': ['Independiente', 'Independiente'],
  'temperament-paciente': ['Paciente', 'Paciente'],
}

/** The one-word temperament shown on the card, from the first personality that has one. */
export function temperamentFor(personalityIds: readonly string[], isFemale: boolean): string {
  for (const id of personalityIds) {
    const words = TEMPERAMENTS[id]
    if (words) return isFemale ? words[1] : words[0]
  }
  return isFemale ? 'Equilibrada' : 'Equilibrado'
}
