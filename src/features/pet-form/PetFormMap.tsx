import { LazyLocationPicker } from '../map'
import type { ChosenLocation } from './use-pet-location'

/**
 * The pet forms' map (spec §5 'Pet form' location): the pin at the pet's place (none yet: the
 * map waits at the default centre for a tap); a tap, a drag or the arrow keys move it and name
 * the new place. The
 * device position stays with the form's own 'Usar mi ubicación' (which also remembers it for
 * the account). Loaded lazily by LocationSection, with the map chunk.
 */
export default function PetFormMap({
  coordinates,
  text,
  onChosen,
}: {
  coordinates: { latitude: number; longitude: number } | null
  text: string
  onChosen: (chosen: ChosenLocation) => void
}) {
  return (
    <LazyLocationPicker
      initial={coordinates}
      initialAddress={text.trim() || null}
      isLocatingOnStart={false}
      hasUseMine={false}
      onChange={({ latitude, longitude, address }) =>
        onChosen({ latitude, longitude, place: address })
      }
    />
  )
}
