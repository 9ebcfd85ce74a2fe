import { useId } from 'react'
import type { MyPet } from '../pets'
import { home as t } from '../../i18n/es/home'

interface ActingPetSelectProps {
  pets: readonly MyPet[]
  actingPetId: string | null
  onChange: (petId: string) => void
}

/** Which of the user's pets answers the cards; only shown when there is a choice. */
export function ActingPetSelect({ pets, actingPetId, onChange }: ActingPetSelectProps) {
  const id = useId()
  if (pets.length < 2) return null
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="shrink-0 text-gray-600">
        {t.toolbar.actingPet}
      </label>
      <select
        id={id}
        value={actingPetId ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 min-w-0 flex-1 truncate rounded-full border border-gray-300 bg-white py-1 pr-7 pl-3 font-medium text-gray-900 sm:max-w-xs sm:flex-none"
      >
        {pets.map((pet) => (
          <option key={pet.id} value={pet.id}>
            {pet.name}
          </option>
        ))}
      </select>
    </span>
  )
}
