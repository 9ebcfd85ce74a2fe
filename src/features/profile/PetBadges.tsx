import type { ReactNode } from 'react'
import { Mars, ShieldCheck, Syringe, Venus, type LucideIcon } from 'lucide-react'
import type { MyPet } from '../pets'
import { profile as t } from '../../i18n/es/profile'
import { petAgeLabel } from '../../i18n/pet-age'

/**
 * Age in years, Macho/Hembra, and the vaccinated and neutered badges — shown only when the
 * owner said yes (null means not stated, which is not the same as no).
 */
export function PetBadges({ pet }: { pet: MyPet }) {
  const isFemale = pet.gender === 'FEMALE'
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs font-medium">
      <Chip colours="bg-gray-100 text-gray-700">{petAgeLabel(pet.age)}</Chip>
      <Chip
        colours={isFemale ? 'bg-pink-50 text-pink-700' : 'bg-sky-50 text-sky-700'}
        Icon={isFemale ? Venus : Mars}
      >
        {t.gender[pet.gender]}
      </Chip>
      {pet.vaccinated === true ? (
        <Chip colours="bg-emerald-50 text-emerald-700" Icon={Syringe}>
          {t.vaccinated[pet.gender]}
        </Chip>
      ) : null}
      {pet.neutered === true ? (
        <Chip colours="bg-violet-50 text-violet-700" Icon={ShieldCheck}>
          {t.neutered[pet.gender]}
        </Chip>
      ) : null}
    </p>
  )
}

/** One rounded badge: its colours, an optional icon before the words. */
function Chip({
  colours,
  Icon,
  children,
}: {
  colours: string
  Icon?: LucideIcon
  children: ReactNode
}) {
  return (
    <span className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 ${colours}`}>
      {Icon ? <Icon aria-hidden="true" className="h-3 w-3" /> : null}
      {children}
    </span>
  )
}
