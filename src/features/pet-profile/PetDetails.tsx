import type { ReactNode } from 'react'
import { MapPin } from 'lucide-react'
import { petProfile } from '../../i18n/es/pet-profile'
import type { ProfilePet } from './pet-profile.types'
import { petAge, petAgeLabel } from '../../i18n/pet-age'
import { personalityName } from '../../i18n/personality-name'

const t = petProfile.details

function yesNo(value: boolean | null): string | null {
  return value === null ? null : value ? t.yes : t.no
}

/** The facts the pet has (spec §3 Pet); the ones it lacks are left out, not shown empty. */
export function PetDetails({ pet }: { pet: ProfilePet }) {
  const rows: [string, ReactNode][] = [
    [t.breed, pet.breed],
    [t.age, petAgeLabel(pet.age)],
    [t.sex, pet.gender === 'MALE' ? t.male : t.female],
  ]
  if (pet.weight !== null) rows.push([t.weight, t.weightValue(pet.weight)])
  if (pet.color) rows.push([t.color, pet.color])
  const vaccinated = yesNo(pet.vaccinated)
  if (vaccinated) rows.push([t.vaccinated[pet.gender], vaccinated])
  const neutered = yesNo(pet.neutered)
  if (neutered) rows.push([t.neutered[pet.gender], neutered])
  if (pet.temperament) rows.push([t.temperament, pet.temperament])

  return (
    <section aria-label={t.title} className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">
          {pet.name}
          <span className="font-normal text-gray-500">, {petAge(pet.age)}</span>
        </h1>
        {pet.distance !== null || pet.city ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="h-4 w-4 text-brand-500" />
            {[pet.city, pet.distance !== null ? t.distanceValue(pet.distance) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl bg-white px-3 py-2 shadow-sm ring-1 ring-gray-100"
          >
            <dt className="text-xs text-gray-500">{label}</dt>
            <dd className="truncate text-sm font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {pet.description ? (
        <div>
          <h2 className="text-sm font-semibold text-gray-900">{t.about}</h2>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{pet.description}</p>
        </div>
      ) : null}
      {pet.personalities.length > 0 ? (
        <div>
          <h2 className="text-sm font-semibold text-gray-900">{t.personalities}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {pet.personalities.map((personality) => (
              <li
                key={personality.id}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700"
              >
                {personalityName(personality, pet.gender)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
