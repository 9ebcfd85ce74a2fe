/**
 * The zod-free half of the public alert page's contract (public-lost-pets.contract.ts re-exports
 * it): paths, wire types and Spanish messages, so the page's chunk does not download zod.
 */
import type { LostPetStatus } from './lost-pets.messages.js'
import { visitorMessages } from './visitor-rules.js'
import { waitTime } from './wait-time.js'

export const publicLostPetPaths = {
  one: (id: string) => `/api/public/lost-pets/${encodeURIComponent(id)}`,
  sightings: (id: string) => `/api/public/lost-pets/${encodeURIComponent(id)}/sightings`,
  messages: (id: string) => `/api/public/lost-pets/${encodeURIComponent(id)}/messages`,
  page: (id: string) => `/perdidos/${encodeURIComponent(id)}`,
} as const

export interface PublicLostPet {
  id: string
  name: string
  species: string | null
  breed: string | null
  photos: string[]
  description: string
  lastSeenLocation: string
  latitude: number | null
  longitude: number | null
  lastSeenDate: string
  lastSeenTime: string
  reward: string | null
  contactPhone: string
  status: LostPetStatus
  createdAt: string
}

export interface PublicLostPetResponse {
  lostPet: PublicLostPet
}

export interface VisitorAnswer {
  success: true
  message: string
}

export const publicLostPetMessages = {
  notFound: 'No encontramos esta alerta. Puede que ya no exista.',
  visitorNameRequired: visitorMessages.visitorNameRequired,
  visitorPhoneRequired: visitorMessages.visitorPhoneRequired,
  visitorPhoneInvalid: visitorMessages.visitorPhoneInvalid,
  messageRequired: visitorMessages.messageRequired,
  messageTooLong: visitorMessages.messageTooLong,
  sightingSent: '¡Gracias! Avisamos al dueño de tu avistamiento.',
  messageSent: 'Tu mensaje fue enviado al dueño.',
  tooMany: (minutes: number) =>
    `Has enviado demasiados avisos. Inténtalo de nuevo en ${waitTime(minutes)}.`,
} as const
