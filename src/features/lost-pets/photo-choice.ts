import { lostPetMessages as m, lostPetRules } from '@contract/lost-pets.messages'

/**
 * The dialogs' photo rules (spec §5): image files only, 5 MB each; an alert takes at most 5
 * ('Máximo 5 fotos permitidas': a choice that would pass the limit adds nothing), a sighting at
 * most 3 (extras are dropped). Refused files are reported by name.
 */
export type OverflowRule = 'refuse' | 'drop'

export interface PhotoChoice {
  files: File[]
  errors: string[]
}

export function addChosenPhotos(
  current: readonly File[],
  chosen: readonly File[],
  max: number,
  overflow: OverflowRule,
): PhotoChoice {
  const errors: string[] = []
  const accepted: File[] = []
  for (const file of chosen) {
    if (!file.type.startsWith('image/')) errors.push(m.notAnImage(file.name))
    else if (file.size > lostPetRules.photoMaxBytes) errors.push(m.imageTooLarge(file.name))
    else accepted.push(file)
  }
  if (current.length + accepted.length <= max) return { files: [...current, ...accepted], errors }
  if (overflow === 'refuse') return { files: [...current], errors: [m.tooManyAlertPhotos] }
  return { files: [...current, ...accepted].slice(0, max), errors }
}
