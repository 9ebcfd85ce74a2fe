import { usePlaceText } from '../location'
import { StaticMap } from '../map'
import { map as texts } from '../../i18n/es/map'

/**
 * Where the pet is, on its profile: a stranger sees the area of the ~1 km cell the server sends
 * instead of the place (server/geo/privacy.ts), named after the pet's place text (bare
 * coordinates, or none, read as the nearest place of the offline gazetteer); the owner sees the
 * exact place once they open the interactive map. Both first see the server's picture of the
 * cell (no WebGL until asked: MapLibre on a profile cost seconds of main thread on a phone).
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
      <StaticMap
        latitude={latitude}
        longitude={longitude}
        place={place}
        interactive
        isExact={isOwnPet}
      />
    </section>
  )
}
