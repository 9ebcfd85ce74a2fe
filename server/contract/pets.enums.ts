/**
 * The one value set the replicated `pets` collection's schema needs, alone in a module so the
 * signed-in first load (which opens every collection) takes none of the pets contract's Spanish
 * messages. pets.messages.ts re-exports it.
 */
export const personalityCategories = [
  'energy',
  'social',
  'behavior',
  'intelligence',
  'temperament',
  'adaptability',
] as const
export type PersonalityCategory = (typeof personalityCategories)[number]
