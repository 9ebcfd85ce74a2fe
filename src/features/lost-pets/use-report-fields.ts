import { useState } from 'react'
import type { PickedLocation } from '../map'
import type { FieldErrors } from './form-rules'

interface Placed {
  latitude: number | null
  longitude: number | null
}

/** the fields a text input edits: plain strings (not a choice among fixed values) */
type TextKey<F> = {
  [K in keyof F]: [F[K]] extends [string] ? ([string] extends [F[K]] ? K : never) : never
}[keyof F] &
  string

/** A text field's value, its change and the error of the last check: what a TextField takes. */
export interface BoundText {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/**
 * The report dialogs' form state (alert, sighting, found pet): the fields, the photos, and the
 * errors of the last check, a field's error cleared as soon as it changes. `placeKey` is the
 * field that takes the address of a place picked on the map; `text(key)` binds a text field.
 */
export function useReportFields<F extends Placed>(initial: F, placeKey: keyof F & string) {
  const [fields, setFields] = useState(initial)
  const [photos, setPhotos] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldErrors<keyof F & string>>({})

  function change<K extends keyof F & string>(key: K, value: F[K]) {
    setFields((before) => ({ ...before, [key]: value }))
    setErrors((before) => ({ ...before, [key]: undefined }))
  }
  const set =
    <K extends keyof F & string>(key: K) =>
    (value: F[K]) =>
      change(key, value)

  function picked(place: PickedLocation) {
    setFields((before) => ({
      ...before,
      latitude: place.latitude,
      longitude: place.longitude,
      [placeKey]: place.address.address,
    }))
    setErrors((before) => ({ ...before, latitude: undefined }))
  }

  function text(key: TextKey<F>): BoundText {
    return {
      value: fields[key] as string,
      onChange: set(key) as (value: string) => void,
      error: errors[key],
    }
  }

  return { fields, photos, setPhotos, errors, setErrors, change, set, text, picked }
}
