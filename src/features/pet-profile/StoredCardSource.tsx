import { useEffect } from 'react'
import { useStoredDiscoverPet, type DiscoverPet } from '../discover'

interface StoredCardSourceProps {
  petId: string
  onChange: (pet: DiscoverPet | null) => void
}

/**
 * Reports the discover card stored for this pet (the swipe stack keeps its last cards for
 * offline use). A component rather than a direct hook call so the profile can load it lazily:
 * the discover module's shared chunk (~7 KiB gzipped with its imports) would otherwise push
 * this screen's first load past the 250 KiB budget.
 */
export function StoredCardSource({ petId, onChange }: StoredCardSourceProps) {
  const pet = useStoredDiscoverPet(petId)
  useEffect(() => onChange(pet), [pet, onChange])
  return null
}
