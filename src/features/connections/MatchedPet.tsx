import { connections as t } from '../../i18n/es/connections'
import { PetThumb } from '../../ui/PetThumb'

/** One of the two pets of a match, on its detail: the round photo, whose pet it is, its name. */
export function MatchedPet({
  name,
  image,
  whose,
}: {
  name: string
  image: string | null
  /** 'Tu mascota' or 'Su mascota' */
  whose: string
}) {
  return (
    <figure className="flex flex-col items-center gap-1">
      <PetThumb
        image={image}
        alt={t.photoAlt(name)}
        className="h-24 w-24 rounded-full ring-4 ring-white"
      />
      <figcaption className="text-xs text-gray-500">{whose}</figcaption>
      <p className="font-semibold text-gray-900">{name}</p>
    </figure>
  )
}
