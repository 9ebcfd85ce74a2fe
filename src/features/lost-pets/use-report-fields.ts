import { useState } from 'react'
import type { LatLng, PickedLocation } from '../map'
import type { FieldErrors } from './form-rules'
import type { OverflowRule } from './photo-choice'

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

/** What the report's place, date and time, and photos are bound to (WhereWhenFields, PhotoField). */
export interface ReportBindings {
  /**
   * a place picked on the map; the pin moved, its address not named yet; and the place's error
   * (a bad coordinate first, else its address's)
   */
  where: {
    onChange: (place: PickedLocation) => void
    onMove: (point: LatLng) => void
    error: string | undefined
  }
  when: { date: BoundText; time: BoundText }
  photoField: {
    files: readonly File[]
    max: number
    overflow: OverflowRule
    onChange: (files: File[]) => void
  }
}

/**
 * The report dialogs' form state (alert, sighting, found pet): the fields, the photos, and the
 * errors of the last check, a field's error cleared as soon as it changes. `keys.place` is the
 * field that takes the address of a place picked on the map, `keys.date` and `keys.time` when
 * it happened; `photos` how many photos it takes and what becomes of extras. `text(key)` binds
 * a text field.
 */
export function useReportFields<F extends Placed>(
  initial: F,
  keys: { place: TextKey<F>; date: TextKey<F>; time: TextKey<F> },
  photos: { max: number; overflow: OverflowRule },
) {
  const [fields, setFields] = useState(initial)
  const [files, setFiles] = useState<File[]>([])
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
      [keys.place]: place.address.address,
    }))
    setErrors((before) => ({ ...before, latitude: undefined }))
  }

  // The pin is what the report sends, from the moment it moves: a submit before its address
  // is named sends the new place without an address, never the previous place.
  function moved(point: LatLng) {
    setFields((before) => ({
      ...before,
      latitude: point.latitude,
      longitude: point.longitude,
      [keys.place]: '',
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

  const bindings: ReportBindings = {
    where: {
      onChange: picked,
      onMove: moved,
      error: errors['latitude' as keyof F & string] ?? errors[keys.place],
    },
    when: { date: text(keys.date), time: text(keys.time) },
    photoField: { files, ...photos, onChange: setFiles },
  }
  return { fields, photos: files, errors, setErrors, change, set, text, ...bindings }
}
