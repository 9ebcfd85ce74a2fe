import { personalityCategories } from '../../contract/pets.enums.js'
import type { PersonalitiesTable } from '../../db/schema.js'

export type PersonalityCategory = PersonalitiesTable['category']

export interface PersonalityEntry {
  /** stable across restarts and databases: `<category>-<slug>` */
  id: string
  name: string
  category: PersonalityCategory
}

/** Category order as the pet form shows it (spec §3): the contract's list. */
export const PERSONALITY_CATEGORIES: readonly PersonalityCategory[] = personalityCategories

export const PERSONALITY_CATALOGUE: readonly PersonalityEntry[] = [
  { id: 'energy-jugueton', name: 'Juguetón', category: 'energy' },
  { id: 'energy-energico', name: 'Enérgico', category: 'energy' },
  { id: 'energy-tranquilo', name: 'Tranquilo', category: 'energy' },
  { id: 'energy-dormilon', name: 'Dormilón', category: 'energy' },
  { id: 'energy-deportista', name: 'Deportista', category: 'energy' },

  { id: 'social-perros', name: 'Sociable con perros', category: 'social' },
  { id: 'social-gatos', name: 'Convive con gatos', category: 'social' },
  { id: 'social-ninos', name: 'Amigable con niños', category: 'social' },
  { id: 'social-personas', name: 'Amigable con extraños', category: 'social' },
  { id: 'social-timido', name: 'Tímido', category: 'social' },

  { id: 'behavior-obediente', name: 'Obediente', category: 'behavior' },
  { id: 'behavior-educado', name: 'Educado en casa', category: 'behavior' },
  { id: 'behavior-correa', name: 'Camina bien con correa', category: 'behavior' },
  { id: 'behavior-travieso', name: 'Travieso', category: 'behavior' },
  { id: 'behavior-silencioso', name: 'Silencioso', category: 'behavior' },

  { id: 'intelligence-inteligente', name: 'Inteligente', category: 'intelligence' },
  { id: 'intelligence-curioso', name: 'Curioso', category: 'intelligence' },
  { id: 'intelligence-aprende', name: 'Aprende rápido', category: 'intelligence' },
  { id: 'intelligence-trucos', name: 'Sabe trucos', category: 'intelligence' },

  { id: 'temperament-carinoso', name: 'Cariñoso', category: 'temperament' },
  { id: 'temperament-protector', name: 'Protector', category: 'temperament' },
  { id: 'temperament-independiente', name: 'Independiente', category: 'temperament' },
  { id: 'temperament-leal', name: 'Leal', category: 'temperament' },
  { id: 'temperament-paciente', name: 'Paciente', category: 'temperament' },

  { id: 'adaptability-apartamento', name: 'Se adapta a apartamentos', category: 'adaptability' },
  { id: 'adaptability-viajero', name: 'Buen viajero', category: 'adaptability' },
  { id: 'adaptability-patio', name: 'Necesita patio', category: 'adaptability' },
  { id: 'adaptability-solo', name: 'Tolera quedarse solo', category: 'adaptability' },
  { id: 'adaptability-calor', name: 'Soporta bien el calor', category: 'adaptability' },
]
