import { firstValueFrom } from 'rxjs'
import { isExpired, type LostPetStatus } from '@contract/lost-pets.messages'
import { lostPetsEndpoints } from '@contract/lost-pets.endpoints'
import { call } from '../../api/call'
import { getSyncContext, type MutationResult, requireSyncContext } from '../../sync'
import { getCurrentPosition, lookUpPlace, LocationError, PET_FORM_MAX_AGE_MS } from '../location'
import { localDate, localTime, sightingProblems } from './form-rules'
import { reportSighting, type SightingFields } from './lost-pets.actions'
import { observeLostPets, type ListedLostPet } from './lost-pets.repo'
import { isOffline } from '../../api/online'

/**
 * What a QR scan of a pet asks the lost-pets feature: is this pet lost right now, and a sighting
 * "I found it here" with the device's position and the time of the tap. The sighting goes
 * through reportSighting, the Sighting dialog's own write (queued offline, delivered once, the
 * owner notified by the server).
 */
const isActive = (alert: { status: LostPetStatus; expiresAt: string }) =>
  alert.status === 'active' && !isExpired(alert.expiresAt)

/** How long the online look-up may hold the scan result back. */
const SERVER_LOOKUP_MS = 4_000

/**
 * The pet's active alert: first from the replicated `lostPets` (works offline for alerts already
 * synced: those near the user's saved place and the user's own), else, online, from the server's
 * list searched by the pet's name (alerts beyond the synced area). null when none is found.
 */
export async function findActiveAlertForPet(
  petId: string,
  petName: string | undefined,
): Promise<ListedLostPet | null> {
  const context = getSyncContext()
  if (!context) return null
  const synced = await firstValueFrom(observeLostPets(context.database))
  const local = synced.find((alert) => alert.petId === petId && isActive(alert))
  if (local) return local
  if (!petName || isOffline()) return null
  try {
    const answer = await call(lostPetsEndpoints.list, {
      client: context.http,
      query: {
        search: petName.slice(0, 100),
        status: 'active',
        timeframe: 'all',
        distance: 'any',
        limit: '50',
      },
      timeout: SERVER_LOOKUP_MS,
    })
    const found = answer.lostPets.find((alert) => alert.petId === petId && isActive(alert))
    return found ? { ...found, syncState: 'synced' } : null
  } catch {
    return null
  }
}

export type FoundHereResult =
  | MutationResult
  /** the position could not be read: `message` says why (spec §8 'Location') */
  | { ok: false; reason: 'position'; message: string }
  /** the user's own details do not make a valid sighting (no phone): the dialog asks for them */
  | { ok: false; reason: 'details'; message: string }

/**
 * "Reportar que la encontré aquí": a sighting of `lostPetId` where the device is now, at this
 * local date and time, signed with the user's name and phone. `description` is the text the
 * owner reads.
 */
export async function reportSightingHere(
  lostPetId: string,
  description: string,
  now: () => Date = () => new Date(),
): Promise<FoundHereResult> {
  const context = requireSyncContext()
  let position
  try {
    position = await getCurrentPosition({ maximumAge: PET_FORM_MAX_AGE_MS })
  } catch (error) {
    const message = error instanceof LocationError ? error.message : String(error)
    return { ok: false, reason: 'position', message }
  }
  const at = now()
  const place = await lookUpPlace(position.latitude, position.longitude)
  const fields: SightingFields = {
    location: place.address,
    latitude: position.latitude,
    longitude: position.longitude,
    date: localDate(at),
    time: localTime(at),
    description,
    contactName: context.user.name,
    contactPhone: context.user.phone ?? '',
  }
  const problems = sightingProblems(lostPetId, fields, at)
  const first = Object.values(problems).find((message) => message !== undefined)
  if (first) return { ok: false, reason: 'details', message: first }
  return reportSighting(lostPetId, fields, [])
}
