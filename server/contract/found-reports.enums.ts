/**
 * The value sets of a found-pet report (issue 'Encontré una mascota'), alone in a module so a
 * future replicated collection's schema can take them without the Spanish messages.
 */
/** The finder's palette; pets' free-text colours are folded to it (modules/found-pets/pet-traits.ts). */
export const foundColours = [
  'black',
  'white',
  'brown',
  'grey',
  'golden',
  'cream',
  'orange',
  'brindle',
  'spotted',
  'tricolor',
] as const
export type FoundColour = (typeof foundColours)[number]

export const foundSizes = ['small', 'medium', 'large'] as const
export type FoundSize = (typeof foundSizes)[number]

export const foundSexes = ['male', 'female'] as const
export type FoundSex = (typeof foundSexes)[number]

/** Where the pet is now: with the finder, at a vet, at a shelter, or seen and not held. */
export const foundWhereabouts = ['with-finder', 'at-vet', 'at-shelter', 'seen-not-held'] as const
export type FoundWhereabouts = (typeof foundWhereabouts)[number]

/** open: looking for the family; reunited: closed with the alert it was linked to. */
export const foundReportStatuses = ['open', 'reunited'] as const
export type FoundReportStatus = (typeof foundReportStatuses)[number]

/** The §2 species filter's values a found report takes (the alert's `pet_type`). */
export const foundSpecies = ['dog', 'cat', 'bird', 'other'] as const
export type FoundSpecies = (typeof foundSpecies)[number]
