import { distanceKm, type Coordinates } from '@contract/geo'
import {
  lostPetRules,
  timeframeHours,
  type LostPetTimeframe,
  type LostPetType,
  type UrgencyLevel,
} from '@contract/lost-pets.messages'
import type { LostPetDoc, LostPetStatus } from '../../db/schemas/lost-pets.schema'

/**
 * The /lost-pets list as a pure function of the replicated alerts (spec §2): the tab (status),
 * the search over name, breed or location, and the filter panel (urgency, time, distance, type).
 * It runs over the local collection, so the screen filters offline exactly as online. The
 * server's GET /api/lost-pets takes the same filter values (lost-pets.messages.ts).
 */
export type UrgencyFilter = UrgencyLevel | 'all'
/** whole km, or 'any' */
export type DistanceFilter = (typeof distanceChoices)[number] | 'any'
export const distanceChoices = [5, 10, 25, 50, 100] as const

export interface LostPetFilters {
  status: LostPetStatus
  search: string
  urgency: UrgencyFilter
  timeframe: LostPetTimeframe
  distance: DistanceFilter
  type: LostPetType
}

/** §9 'Lost-pets defaults': time 7d, distance 50 km; everything else 'all'. */
export const defaultFilters: LostPetFilters = {
  status: 'active',
  search: '',
  urgency: 'all',
  timeframe: lostPetRules.timeframeDefault,
  distance: lostPetRules.distanceDefaultKm,
  type: 'all',
}

const HOUR_MS = 3_600_000
const MAIN_TYPES = new Set(['dog', 'cat', 'bird'])

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** When the pet was last seen (local time of the report), else when the alert was made. */
export function lastSeenAt(pet: Pick<LostPetDoc, 'lastSeenDate' | 'lastSeenTime' | 'createdAt'>) {
  const seen = Date.parse(`${pet.lastSeenDate}T${pet.lastSeenTime || '00:00'}`)
  return Number.isNaN(seen) ? Date.parse(pet.createdAt) : seen
}

function matchesSearch(pet: LostPetDoc, search: string): boolean {
  const words = fold(search).trim()
  if (words === '') return true
  return [pet.name, pet.breed ?? '', pet.lastSeenLocation].some((field) =>
    fold(field).includes(words),
  )
}

function matchesType(pet: LostPetDoc, type: LostPetType): boolean {
  if (type === 'all') return true
  const species = (pet.species ?? '').toLowerCase()
  return type === 'other' ? !MAIN_TYPES.has(species) : species === type
}

function matchesTime(pet: LostPetDoc, timeframe: LostPetTimeframe, now: number): boolean {
  if (timeframe === 'all') return true
  return now - Date.parse(pet.createdAt) <= timeframeHours[timeframe] * HOUR_MS
}

function matchesDistance(
  pet: LostPetDoc,
  distance: DistanceFilter,
  from: Coordinates | null,
): boolean {
  // Without the user's position (or the alert's) there is nothing to measure: it stays listed.
  if (distance === 'any' || !from || pet.latitude === null || pet.longitude === null) return true
  return distanceKm(from, { latitude: pet.latitude, longitude: pet.longitude }) <= distance
}

export interface ListOptions {
  from: Coordinates | null
  now: number
  /** the user's own alerts are always listed: a filter must not hide what they reported */
  userId?: string
}

/** The alerts a tab shows with these filters, most recent report first. */
export function filterLostPets<T extends LostPetDoc>(
  pets: readonly T[],
  filters: LostPetFilters,
  { from, now, userId }: ListOptions,
): T[] {
  return pets
    .filter((pet) => pet.status === filters.status)
    .filter((pet) => matchesSearch(pet, filters.search))
    .filter((pet) => filters.urgency === 'all' || pet.urgencyLevel === filters.urgency)
    .filter((pet) => matchesType(pet, filters.type))
    .filter(
      (pet) =>
        (userId !== undefined && (pet.reporterId === userId || pet.ownerId === userId)) ||
        (matchesTime(pet, filters.timeframe, now) && matchesDistance(pet, filters.distance, from)),
    )
    .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1))
}

/**
 * The §2 empty state: the title 'No hay mascotas perdidas' always, under it why — the search
 * found nothing, or there are no active alerts.
 */
export function emptyReason(filters: LostPetFilters): 'search' | 'active' {
  return filters.search.trim() !== '' ? 'search' : 'active'
}

/** §2 relative time: 'Hace N horas' under 24 h, else days. */
export function ageOf(createdAt: string, now: number): { hours: number } | { days: number } {
  const hours = Math.max(0, Math.floor((now - Date.parse(createdAt)) / HOUR_MS))
  return hours < 24 ? { hours } : { days: Math.floor(hours / 24) }
}

/** §3 daysLost: whole days since the pet was last seen (0 shows 'Hoy'). */
export function daysLost(pet: LostPetDoc, now: number): number {
  return Math.max(0, Math.floor((now - lastSeenAt(pet)) / (24 * HOUR_MS)))
}

/** §2 contact: a chat link with the digits of the contact phone and a pre-filled message. */
export function chatLink(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (digits === '') return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}

/** The alert's public page (shared and printed on the flyer): /perdidos/{id}. */
export function publicPageUrl(id: string, origin: string): string {
  return `${origin}/perdidos/${encodeURIComponent(id)}`
}
