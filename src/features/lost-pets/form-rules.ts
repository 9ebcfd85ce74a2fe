import {
  isNotFutureDate,
  lostPetMessages as m,
  lostPetReportSchema,
  sightingSchema,
} from '@contract/lost-pets.contract'
import type { AlertFields, SightingFields } from './lost-pets.actions'

/**
 * The dialogs' checks before anything is queued (spec §5 'Lost-pet alert', 'Sighting form'):
 * the contract's schemas, the very rules and Spanish messages the server applies, so a write
 * the device accepted offline is not refused later. Only one rule is the device's own: the
 * date may not pass today's local date (the server allows a day of lead for time zones).
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

function collect<K extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  keys: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {}
  for (const issue of issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && (keys as readonly string[]).includes(key)) {
      errors[key as K] ??= issue.message
    }
  }
  return errors
}

const coordinates = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? {} : { latitude, longitude }

/** the local calendar's today, as the contract's UTC-based check expects it */
const localToday = (now: Date) =>
  new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))

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
  const result = lostPetReportSchema.safeParse({
    petId,
    lastSeenLocation: fields.lastSeenLocation,
    lastSeenDate: fields.lastSeenDate,
    lastSeenTime: fields.lastSeenTime,
    ...coordinates(fields.latitude, fields.longitude),
    description: fields.description,
    urgencyLevel: fields.urgencyLevel,
    reward: fields.reward,
    contactPhone: fields.contactPhone,
    contactEmail: fields.contactEmail,
    additionalNotes: fields.additionalNotes,
  })
  const errors = result.success ? {} : collect(result.error.issues, ALERT_KEYS)
  if (!errors.lastSeenDate && !isNotFutureDate(fields.lastSeenDate, localToday(now), 0))
    errors.lastSeenDate = m.dateInFuture
  return errors
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
  const result = sightingSchema.safeParse({
    lostPetId,
    location: fields.location,
    ...coordinates(fields.latitude, fields.longitude),
    date: fields.date,
    time: fields.time,
    description: fields.description,
    contactName: fields.contactName,
    contactPhone: fields.contactPhone,
  })
  const errors = result.success ? {} : collect(result.error.issues, SIGHTING_KEYS)
  if (!errors.date && !isNotFutureDate(fields.date, localToday(now), 0))
    errors.date = m.dateInFuture
  return errors
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local date as a date input writes it (YYYY-MM-DD): the dates' max (§2). */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function localTime(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`
}
