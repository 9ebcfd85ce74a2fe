/**
 * What the scoring compares, folded to small vocabularies so that the free text pets were
 * registered with ('Negro con blanco', 'Café', 24 kg) and a finder's picks (colours from a
 * palette, a size) meet on equal terms. Pure and import-free: unit tested with the scoring.
 */
import {
  foundColours,
  type FoundColour,
  type FoundSize,
} from '../../contract/found-reports.enums.js'

/** Lower case, no accents, words only. */
export function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

/** Spanish (and English) colour words of registered pets, to the finder's palette. */
const COLOUR_WORDS: Record<string, FoundColour> = {
  negro: 'black',
  negra: 'black',
  black: 'black',
  blanco: 'white',
  blanca: 'white',
  white: 'white',
  cafe: 'brown',
  marron: 'brown',
  chocolate: 'brown',
  brown: 'brown',
  gris: 'grey',
  plomo: 'grey',
  plateado: 'grey',
  grey: 'grey',
  gray: 'grey',
  dorado: 'golden',
  dorada: 'golden',
  amarillo: 'golden',
  rubio: 'golden',
  miel: 'golden',
  canela: 'golden',
  golden: 'golden',
  crema: 'cream',
  beige: 'cream',
  hueso: 'cream',
  cream: 'cream',
  naranja: 'orange',
  anaranjado: 'orange',
  rojizo: 'orange',
  orange: 'orange',
  atigrado: 'brindle',
  atigrada: 'brindle',
  brindle: 'brindle',
  manchado: 'spotted',
  manchada: 'spotted',
  manchas: 'spotted',
  pinto: 'spotted',
  spotted: 'spotted',
  tricolor: 'tricolor',
  calico: 'tricolor',
}

/** The palette colours named in a free-text colour ('Negro con manchas blancas' → black, spotted, white). */
export function coloursOf(text: string | null | undefined): FoundColour[] {
  const found = new Set<FoundColour>()
  for (const word of words(text)) {
    const colour = COLOUR_WORDS[word] ?? COLOUR_WORDS[word.replace(/s$/, '')]
    if (colour) found.add(colour)
  }
  return foundColours.filter((colour) => found.has(colour))
}

/** A registered pet's size from its weight (kg); the finder picks one of the same three. */
export function sizeOfWeight(weightKg: number | null | undefined): FoundSize | null {
  if (weightKg === null || weightKg === undefined || !Number.isFinite(weightKg) || weightKg <= 0) {
    return null
  }
  if (weightKg < 10) return 'small'
  if (weightKg < 25) return 'medium'
  return 'large'
}

/** Words that say nothing about a breed ('mestizo' matches every street dog). */
const NO_BREED = new Set([
  'mestizo',
  'mestiza',
  'criollo',
  'criolla',
  'sin',
  'raza',
  'de',
  'del',
  'la',
  'el',
  'y',
  'mixed',
  'mix',
  'desconocida',
  'desconocido',
  'no',
  'se',
  'sabe',
])

/**
 * Breeds repeat ('Mestizo', 'Labrador'…) and a candidate list scores thousands of pairs: their
 * words are kept, up to BREED_MEMO_MAX breeds, rather than folded again for every pair.
 */
const breedMemo = new Map<string, string[]>()
const BREED_MEMO_MAX = 2000

/** The words of a breed that can tell two pets apart. */
export function breedWords(breed: string | null | undefined): string[] {
  if (!breed) return []
  const known = breedMemo.get(breed)
  if (known) return known
  const found = [...new Set(words(breed).filter((word) => word.length > 2 && !NO_BREED.has(word)))]
  if (breedMemo.size >= BREED_MEMO_MAX) breedMemo.clear()
  breedMemo.set(breed, found)
  return found
}
