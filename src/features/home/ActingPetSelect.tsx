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
    <span className="inline-flex min-w-0 items-center gap-1.5 text-sm">
      {/* Visible from 'sm' up; on a phone the select alone keeps the toolbar to one row. */}
      <label htmlFor={id} className="sr-only text-gray-600 sm:not-sr-only">
        {t.toolbar.actingPet}
      </label>
      <select
        id={id}
        value={actingPetId ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full max-w-[9rem] min-w-0 truncate rounded-full border border-gray-300 bg-white py-1 pr-7 pl-3 font-medium text-gray-900"
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
