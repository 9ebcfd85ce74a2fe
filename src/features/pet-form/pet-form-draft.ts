import { removeStoredKeys } from '../../session/stored-keys'
import type { PetFormValues } from './pet-form.schema'
import { EMPTY_PET_FORM } from './pet-form-values'

/**
 * What a pet form holds while it is being filled, kept in localStorage (design: "nothing typed
 * is lost"): a reload, a closed tab or a trip to another screen brings it back, offline too.
 * One draft for a new pet per user, one per pet being edited; a saved or cancelled form drops
 * its draft. The text fields, the personalities, the place and the QR profile's settings are
 * kept; chosen photo files are not (they stay on the phone: choosing them again is a tap).
 */
const PREFIX = 'huellitas:pet-draft:'

export const newPetDraftKey = (userId: string) => `${PREFIX}new:${userId}`
export const editPetDraftKey = (petId: string) => `${PREFIX}edit:${petId}`

/** The form's fields an empty form leaves out (PetFormValues has them optional). */
const OPTIONAL_FIELDS = {
  city: 'string',
  species: 'string',
  latitude: 'number',
  longitude: 'number',
} as const satisfies Partial<Record<keyof PetFormValues, 'string' | 'number'>>

/**
 * The fields a draft keeps, each with its type: every field of the empty form, typed as its
 * empty value is (its one list holds personality ids), plus the optional ones.
 */
const KEPT: [string, string][] = [
  ...Object.entries(EMPTY_PET_FORM).map(([name, empty]): [string, string] => [
    name,
    Array.isArray(empty) ? 'string[]' : typeof empty,
  ]),
  ...Object.entries(OPTIONAL_FIELDS),
]

function hasType(value: unknown, type: string): boolean {
  if (type === 'string[]') {
    return Array.isArray(value) && value.every((item) => typeof item === 'string')
  }
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value)
  return typeof value === type
}

/** Only what a form can hold, of the right type: storage is shared with anything on the origin. */
function sanitize(value: unknown): Partial<PetFormValues> | null {
  if (!value || typeof value !== 'object') return null
  const source = value as Record<string, unknown>
  const draft: Record<string, unknown> = {}
  for (const [name, type] of KEPT) if (hasType(source[name], type)) draft[name] = source[name]
  return Object.keys(draft).length > 0 ? draft : null
}

export function readPetDraft(key: string): Partial<PetFormValues> | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? sanitize(JSON.parse(raw)) : null
  } catch {
    // Unreadable or unavailable storage: the form starts from its own values.
    return null
  }
}

export function writePetDraft(key: string, values: Partial<PetFormValues>): void {
  try {
    localStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Storage full or off: the form still works, only a reload would lose the typing.
  }
}

export function clearPetDraft(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // See writePetDraft.
  }
}

/** At sign-out: no pet form's typing stays on the device for its next user. */
export function forgetPetDrafts(): void {
  removeStoredKeys(globalThis.localStorage, [PREFIX])
}
