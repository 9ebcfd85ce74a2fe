import { Mars, ShieldCheck, Syringe, Venus } from 'lucide-react'
import type { MyPet } from '../pets'
import { profile as t } from '../../i18n/es/profile'
import { petAgeLabel } from '../../i18n/pet-age'

const CHIP = 'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5'

/**
 * Age in years, Macho/Hembra, and the vaccinated and neutered badges — shown only when the
 * owner said yes (null means not stated, which is not the same as no).
 */
export function PetBadges({ pet }: { pet: MyPet }) {
  const isFemale = pet.gender === 'FEMALE'
  const GenderIcon = isFemale ? Venus : Mars
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs font-medium">
      <span className={`${CHIP} bg-gray-100 text-gray-700`}>{petAgeLabel(pet.age)}</span>
      <span
        className={`${CHIP} ${isFemale ? 'bg-pink-50 text-pink-700' : 'bg-sky-50 text-sky-700'}`}
      >
        <GenderIcon aria-hidden="true" className="h-3 w-3" />
        {t.gender[pet.gender]}
      </span>
      {pet.vaccinated === true ? (
        <span className={`${CHIP} bg-emerald-50 text-emerald-700`}>
          <Syringe aria-hidden="true" className="h-3 w-3" />
          {t.vaccinated[pet.gender]}
        </span>
      ) : null}
      {pet.neutered === true ? (
        <span className={`${CHIP} bg-violet-50 text-violet-700`}>
          <ShieldCheck aria-hidden="true" className="h-3 w-3" />
          {t.neutered[pet.gender]}
        </span>
      ) : null}
    </p>
  )
}
