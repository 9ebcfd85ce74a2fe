import { useState } from 'react'
import { useMyProfile } from '../account'
import { LazyLocationPicker, type LatLng } from '../map'
import type { ChosenLocation } from './use-pet-location'

/**
 * The pet forms' map (spec §5 'Pet form' location). Where it starts, in this order (§9 and the
 * picker's rules, spec §4): the pet's own place (editing); else the user's saved location; else
 * the device position; else the default centre, waiting for a tap. A start without a pet's place
 * is named and fills the form's place, which the user can still move or edit. A form whose place
 * is only text (typed, or a pet saved without coordinates) keeps it: the map then waits at the
 * default centre. A tap, a drag or the arrow keys move the pin and name the new place. The
 * form's own 'Usar mi ubicación' (which also remembers the position for the account) stays
 * beside it. Loaded lazily by LocationSection, with the map chunk.
 */
export default function PetFormMap({
  coordinates,
  text,
  onChosen,
}: {
  coordinates: LatLng | null
  text: string
  onChosen: (chosen: ChosenLocation) => void
}) {
  const { profile } = useMyProfile()
  // Decided once, as the form opens: later changes of the form are the pin's to follow.
  const [start] = useState(() => {
    const isBlank = coordinates === null && text.trim() === ''
    const saved =
      isBlank && profile?.latitude != null && profile.longitude != null
        ? { latitude: profile.latitude, longitude: profile.longitude }
        : null
    return { saved, isLocatingOnStart: isBlank }
  })
  return (
    <LazyLocationPicker
      initial={coordinates}
      initialAddress={text.trim() || null}
      saved={start.saved}
      isLocatingOnStart={start.isLocatingOnStart}
      hasUseMine={false}
      onChange={({ latitude, longitude, address }) =>
        onChosen({ latitude, longitude, place: address })
      }
    />
  )
}
