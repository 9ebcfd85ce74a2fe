import { usePlaceText } from '../location'
import { LazyAreaMap } from '../map'
import { map as texts } from '../../i18n/es/map'

/**
 * Where the pet is, on its profile: a stranger sees the area of the ~1 km cell the server sends
 * instead of the place (server/geo/privacy.ts), named after the pet's place text (bare
 * coordinates, or none, read as the nearest place of the offline gazetteer); the owner sees the
 * exact place. Loaded lazily by the profile, with the map chunk.
 */
export default function PetAreaSection({
  latitude,
  longitude,
  location,
  isOwnPet,
}: {
  latitude: number
  longitude: number
  /** the pet's place text (spec §3 Pet.location) */
  location: string | null
  isOwnPet: boolean
}) {
  const place = usePlaceText(location, { latitude, longitude })
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm" aria-label={texts.area.title}>
      <h2 className="mb-1 font-semibold text-gray-900">
        {isOwnPet ? texts.area.exact : texts.area.title}
      </h2>
      {isOwnPet ? null : <p className="mb-2 text-sm text-gray-500">{texts.area.approximate}</p>}
      <LazyAreaMap latitude={latitude} longitude={longitude} isExact={isOwnPet} place={place} />
    </section>
  )
}
