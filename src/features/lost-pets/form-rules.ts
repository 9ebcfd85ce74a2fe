import {
  isNotFutureDate,
  lostPetMessages as m,
  lostPetReportSchema,
  sightingSchema,
} from '@contract/lost-pets.contract'
import type { AlertFields, SightingFields } from './lost-pets.actions'
import type { ListedLostPet } from './lost-pets.repo'

/**
 * The dialogs' checks before anything is queued (spec §5 'Lost-pet alert', 'Sighting form'):
 * the contract's schemas, the very rules and Spanish messages the server applies, so a write
 * the device accepted offline is not refused later. Only one rule is the device's own: the
 * date may not pass today's local date (the server allows a day of lead for time zones).
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

type Checked =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }

/** the local calendar's today, as the contract's UTC-based check expects it */
const localToday = (now: Date) =>
  new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))

/** The fields as a form would send them: the place's coordinates only as a pair. */
export function asSent<F extends { latitude: number | null; longitude: number | null }>(fields: F) {
  const { latitude, longitude, ...rest } = fields
  return { ...rest, ...(latitude === null || longitude === null ? {} : { latitude, longitude }) }
}

/**
 * A report's problems: each listed field's first message from the contract's check, then the
 * device's own date rule. A missing or bad coordinate is one problem, the place on the map,
 * kept under `latitude` by the forms that show it.
 */
export function reportProblems<K extends string>(
  result: Checked,
  keys: readonly K[],
  date: { key: K; value: string },
  now: Date,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path[0] === 'longitude' ? 'latitude' : issue.path[0]
    if (typeof key === 'string' && (keys as readonly string[]).includes(key)) {
      errors[key as K] ??= issue.message
    }
  }
  if (!errors[date.key] && !isNotFutureDate(date.value, localToday(now), 0))
    errors[date.key] = m.dateInFuture
  return errors
}

const ALERT_KEYS = [
  'lastSeenLocation',
  'lastSeenDate',
  'lastSeenTime',
  'description',
  'urgencyLevel',
  'reward',
  'contactPhone',
  'contactEmail',
  'additionalNotes',
] as const satisfies readonly (keyof AlertFields)[]

export function alertProblems(
  petId: string,
  fields: AlertFields,
  now: Date = new Date(),
): FieldErrors<keyof AlertFields> {
  const result = lostPetReportSchema.safeParse({ petId, ...asSent(fields) })
  return reportProblems(
    result,
    ALERT_KEYS,
    { key: 'lastSeenDate', value: fields.lastSeenDate },
    now,
  )
}

const SIGHTING_KEYS = [
  'location',
  'date',
  'time',
  'description',
  'contactName',
  'contactPhone',
] as const satisfies readonly (keyof SightingFields)[]

export function sightingProblems(
  lostPetId: string,
  fields: SightingFields,
  now: Date = new Date(),
): FieldErrors<keyof SightingFields> {
  const result = sightingSchema.safeParse({ lostPetId, ...asSent(fields) })
  return reportProblems(result, SIGHTING_KEYS, { key: 'date', value: fields.date }, now)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local date as a date input writes it (YYYY-MM-DD): the dates' max (§2). */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function localTime(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`
}

/**
 * A new sighting's fields: now, the user's name and phone, and the place where the picker's pin
 * starts (the alert's last-seen place, when it has one), so a report sent before the map has
 * loaded and named the place still says where.
 */
export function sightingStart(
  pet: Pick<ListedLostPet, 'latitude' | 'longitude' | 'lastSeenLocation'>,
  user: { name: string; phone?: string | null } | null,
  now: Date = new Date(),
): SightingFields {
  const isPlaced = pet.latitude !== null && pet.longitude !== null
  return {
    location: isPlaced ? pet.lastSeenLocation : '',
    latitude: isPlaced ? pet.latitude : null,
    longitude: isPlaced ? pet.longitude : null,
    date: localDate(now),
    time: localTime(now),
    description: '',
    contactName: user?.name ?? '',
    contactPhone: user?.phone ?? '',
  }
}
