import { lostPets as t } from '../../i18n/es/lost-pets'
import { ImageWithFallback } from '../../ui/ImageWithFallback'

/** The lost pet a report dialog is about, atop its form: first photo, name and breed. */
export function ReportedPet({
  pet,
}: {
  pet: { name: string; breed: string | null; photos: readonly string[] }
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-2.5">
      <ImageWithFallback
        path={pet.photos[0]}
        alt={t.card.photoAlt(pet.name)}
        className="h-14 w-14 rounded-xl object-cover"
        fallback={<span className="h-14 w-14 rounded-xl bg-brand-100" />}
      />
      <div className="min-w-0">
        <p className="truncate font-bold text-gray-900">{pet.name}</p>
        {pet.breed ? <p className="truncate text-sm text-gray-600">{pet.breed}</p> : null}
      </div>
    </div>
  )
}
