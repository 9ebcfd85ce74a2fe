import { isUniqueViolation } from '../../db/unique-violation.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { LostPetForm } from './lost-pet-form.js'

/** What saving a report came to: its new row, or the stored report of the same client-made id. */
export type SavedReport<Row, Doc> = { row: Row } | { repeat: Doc }

/**
 * Saves a report sent with its photos and maybe a client-made `id` (alert, sighting, found pet):
 * the photos first, named from the write's id so that a retry after a crash rewrites these files
 * instead of adding new ones, then the row `insert` writes. Two concurrent sends of one id: the
 * loser answers the winner's report (`repeat`), whose photos are the very files this send wrote
 * (same names), so they stay; another user's id is refused and this send's files go, as they do
 * on any other failure.
 */
export async function saveReport<Row, Doc>({
  photos,
  form,
  userId,
  id,
  insert,
  repeat,
}: {
  photos: PhotoStore
  form: LostPetForm
  userId: string
  id: string | undefined
  insert: (paths: string[]) => Promise<Row>
  repeat: (id: string) => Promise<Doc>
}): Promise<SavedReport<Row, Doc>> {
  const paths = await photos.save(form.photos, id ? `${userId}\n${id}` : undefined)
  try {
    return { row: await insert(paths) }
  } catch (error) {
    if (id && isUniqueViolation(error)) {
      const refused = async (refusal: unknown) => {
        await photos.remove(paths)
        throw refusal
      }
      return { repeat: await repeat(id).catch(refused) }
    }
    await photos.remove(paths)
    throw error
  }
}
