/**
 * The zod-free half of the public pet page's contract (public-pets.contract.ts re-exports it):
 * paths, wire types and Spanish messages, so the visitor's chunk does not download zod.
 */
import { visitorMessages } from './visitor-rules.js'

export const publicPetPaths = {
  one: (id: string) => `/api/public/pets/${encodeURIComponent(id)}`,
  notify: (id: string) => `/api/public/pets/${encodeURIComponent(id)}/notify`,
  /** the pet's public page, the one its QR code opens */
  page: (id: string) => `/pet/${encodeURIComponent(id)}`,
} as const

/** The pet's active lost alert, as its public page /perdidos/{id} shows it. */
export interface PublicPetAlert {
  id: string
  lastSeenLocation: string
  lastSeenDate: string
  lastSeenTime: string
  reward: string | null
}

/**
 * A pet as a stranger holding its QR code may see it: never the owner's position, name or
 * e-mail; the owner's contact and the emergency information only when the owner published
 * them (null otherwise).
 */
export interface PublicPet {
  id: string
  name: string
  species: string
  breed: string
  photos: string[]
  ownerContact: string | null
  medicalNeeds: string | null
  allergies: string | null
  vetPhone: string | null
  activeAlert: PublicPetAlert | null
}

export interface PublicPetResponse {
  pet: PublicPet
}

export const publicPetMessages = {
  notFound: 'No encontramos esta mascota. Puede que su perfil ya no exista.',
  messageTooLong: visitorMessages.noticeTooLong,
  ownerNotified: '¡Gracias! Avisamos al dueño. Pronto se pondrá en contacto contigo.',
  /** the page's link preview (Open Graph) */
  pageTitle: (name: string, isLost: boolean) => (isLost ? `SE BUSCA: ${name}` : name),
  pageDescription: (name: string) =>
    `Escaneaste el código QR de ${name}. Si está contigo, avisa a su dueño en Huellitas.`,
} as const
