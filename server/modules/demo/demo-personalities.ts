import { PERSONALITY_CATALOGUE } from '../pets/personalities.seed.js'
import type { Random } from './prng.js'

/** Pairs that would contradict each other on one profile. */
const CONFLICTS: readonly (readonly [string, string])[] = [
  ['energy-energico', 'energy-tranquilo'],
  ['energy-energico', 'energy-dormilon'],
  ['energy-deportista', 'energy-dormilon'],
  ['energy-deportista', 'energy-tranquilo'],
  ['energy-jugueton', 'energy-dormilon'],
  ['social-timido', 'social-personas'],
  ['behavior-obediente', 'behavior-travieso'],
  ['adaptability-apartamento', 'adaptability-patio'],
]

/** Dog things a cat profile should not claim. */
const NOT_FOR_CATS = new Set(['behavior-correa', 'adaptability-patio', 'energy-deportista'])

function conflicts(a: string, b: string): boolean {
  return CONFLICTS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
}

/**
 * `count` personalities: up to two typical of the breed, the rest from the whole catalogue,
 * never two that contradict each other.
 */
export function pickPersonalities(
  random: Random,
  typical: readonly string[],
  count: number,
  isCat: boolean,
): string[] {
  const allowed = (id: string): boolean => !isCat || !NOT_FOR_CATS.has(id)
  const pool = [
    ...random.shuffle(typical.filter(allowed)).slice(0, 2),
    ...random.shuffle(PERSONALITY_CATALOGUE.map((entry) => entry.id).filter(allowed)),
  ]
  const chosen: string[] = []
  for (const id of pool) {
    if (chosen.length === count) break
    if (chosen.includes(id) || chosen.some((other) => conflicts(id, other))) continue
    chosen.push(id)
  }
  return chosen
}
