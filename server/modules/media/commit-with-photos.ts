import type { WriteKind } from '../../db/group-commit.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { PhotoStore, UploadedPhoto } from './photo-store.js'

/**
 * The members of `In` that carry photos, each without them (a plain Omit would merge a union's
 * members): a kind may also take writes with no photos (a pet's delete), sent without this.
 */
type WithoutPhotos<In> = In extends { photos: string } ? Omit<In, 'photos'> : never

/**
 * How a write sent with photos (a pet, a lost-pet alert, a sighting, a found pet) joins the group
 * commit (http/queued-writes.ts): the photos first, outside the batch (re-encoding them must not
 * hold the single SQLite writer), under new random names; then `commit` stores the row with its
 * key's answer. The files stay only when this very run's write stored them (`stored`): a
 * refusal, a failure, a replayed answer or a create answered by the row already there removes
 * them, and never touches the files an earlier run of the same write stored. A server killed
 * in between leaves them to the sweep of stray photos (media/stray-sweeper.ts).
 */
export async function commitWithPhotos<In, Out>(
  deps: { photos: PhotoStore; writes: QueuedWrites },
  kind: WriteKind<In, Out>,
  send: { photos: readonly UploadedPhoto[]; ticket: WriteTicket | null | undefined },
  input: WithoutPhotos<In>,
  answer: (output: Out) => { status: number; body: unknown },
  /** whether the write stored its photos (not when it answered a row stored before) */
  stored: (output: Out) => boolean,
): Promise<Committed<Out>> {
  const paths = await deps.photos.save(send.photos)
  let committed: Committed<Out>
  try {
    // The input with its photos is the kind's input again (WithoutPhotos only took them off).
    const withPhotos = { ...input, photos: JSON.stringify(paths) } as unknown as In
    committed = await deps.writes.commit(kind, withPhotos, { ticket: send.ticket, answer })
  } catch (error) {
    await deps.photos.remove(paths)
    throw error
  }
  if (committed.isReplay || !stored(committed.output)) await deps.photos.remove(paths)
  return committed
}
