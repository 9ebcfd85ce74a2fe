import {
  publicPetPaths,
  type PublicPet,
  type PublicPetResponse,
} from '@contract/public-pets.messages'

/**
 * The public pet page's read, with plain fetch: a visitor has no session, no sync engine and no
 * write queue, and this chunk stays small. Posts go through the alert page's sendVisitorPost.
 */
export type PublicPetLoad =
  { kind: 'ok'; pet: PublicPet } | { kind: 'not-found' } | { kind: 'error' }

export async function loadPublicPet(id: string): Promise<PublicPetLoad> {
  try {
    const response = await fetch(publicPetPaths.one(id))
    if (response.status === 404) return { kind: 'not-found' }
    if (!response.ok) return { kind: 'error' }
    const body = (await response.json()) as PublicPetResponse
    return { kind: 'ok', pet: body.pet }
  } catch {
    return { kind: 'error' }
  }
}
