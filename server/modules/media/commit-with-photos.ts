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
 * hold the single SQLite writer), named from the write's client-made id or else the request's
 * key, so that a resend rewrites these files instead of adding new ones; then `commit` stores
 * the row with its key's answer. A 2xx answer, fresh or replayed, holds files of these very
 * names, so they stay; a refusal or a failure removes them (any left by a crash go with the
 * sweep of stray photos).
 */
export async function commitWithPhotos<In, Out>(
  deps: { photos: PhotoStore; writes: QueuedWrites },
  kind: WriteKind<In, Out>,
  send: {
    form: { photos: readonly UploadedPhoto[] }
    userId: string
    id: string | undefined
    ticket: WriteTicket | null | undefined
  },
  input: WithoutPhotos<In>,
  answer: (output: Out) => { status: number; body: unknown },
): Promise<Committed<Out>> {
  const { userId, id, ticket } = send
  const name = id ?? (ticket ? `key ${ticket.key}` : undefined)
  const seed = name === undefined ? undefined : `${userId}\n${name}`
  const paths = await deps.photos.save(send.form.photos, seed)
  let committed: Committed<Out>
  try {
    // The input with its photos is the kind's input again (WithoutPhotos only took them off).
    const withPhotos = { ...input, photos: JSON.stringify(paths) } as unknown as In
    committed = await deps.writes.commit(kind, withPhotos, { ticket, answer })
  } catch (error) {
    await deps.photos.remove(paths)
    throw error
  }
  if (committed.answer.status >= 300) await deps.photos.remove(paths)
  return committed
}
