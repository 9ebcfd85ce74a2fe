import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, WriteTicket } from '../../http/queued-writes.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { LostPetForm } from './lost-pet-form.js'

/** What saving a report came to: its new row, or the stored report of the same client-made id. */
export type SavedReport<Row, Doc> = { row: Row } | { repeat: Doc }

/** The columns a report row takes from its send: its id and its photos (a JSON list of paths). */
export interface SentReportColumns {
  /** the client-made id, else a new one */
  id: string
  photos: string
}

/**
 * How a kind of report (alert, sighting, found pet) is saved, sent with its photos and maybe a
 * client-made `id`: the photos first, named from the write's id so that a retry after a crash
 * rewrites these files instead of adding new ones, then the row `insert` writes. Two concurrent
 * sends of one id: the loser answers the winner's report (`repeatOf`), whose photos are the very
 * files this send wrote (same names), so they stay; another user's id is refused and this send's
 * files go, as they do on any other failure.
 */
export function reportSaver<Doc>(
  photos: PhotoStore,
  repeatOf: (id: string, userId: string) => Promise<Doc>,
) {
  return async function saveReport<Row>(
    form: LostPetForm,
    userId: string,
    id: string | undefined,
    insert: (columns: SentReportColumns) => Promise<Row>,
  ): Promise<SavedReport<Row, Doc>> {
    const paths = await photos.save(form.photos, id ? `${userId}\n${id}` : undefined)
    try {
      return { row: await insert({ id: id ?? crypto.randomUUID(), photos: JSON.stringify(paths) }) }
    } catch (error) {
      if (id && isUniqueViolation(error)) {
        const refused = async (refusal: unknown) => {
          await photos.remove(paths)
          throw refusal
        }
        return { repeat: await repeatOf(id, userId).catch(refused) }
      }
      await photos.remove(paths)
      throw error
    }
  }
}

/**
 * How an alert or a sighting sent with photos joins the group commit (http/queued-writes.ts):
 * the photos first, outside the batch (re-encoding them must not hold the single SQLite
 * writer), named from the report's client-made id or else the request's key, so that a resend
 * rewrites these files instead of adding new ones; then `commit` stores the row with its key's
 * answer. A 2xx answer, fresh or replayed, holds files of these very names, so they stay; a
 * refusal or a failure removes them (any left by a crash go with the sweep of stray photos).
 */
export async function commitWithPhotos<Out>(
  photos: PhotoStore,
  form: LostPetForm,
  send: { userId: string; id: string | undefined; ticket: WriteTicket | null | undefined },
  commit: (photosJson: string) => Promise<Committed<Out>>,
): Promise<Committed<Out>> {
  const { userId, id, ticket } = send
  const name = id ?? (ticket ? `key ${ticket.key}` : undefined)
  const paths = await photos.save(
    form.photos,
    name === undefined ? undefined : `${userId}\n${name}`,
  )
  let committed: Committed<Out>
  try {
    committed = await commit(JSON.stringify(paths))
  } catch (error) {
    await photos.remove(paths)
    throw error
  }
  if (committed.answer.status >= 300) await photos.remove(paths)
  return committed
}

/**
 * The stored report a client-made id names, when it is sent again: its own reporter gets it
 * back (a retried send); the id in anyone else's report is refused with a 409 and `idTaken`.
 */
export function reporterRepeat<Row extends { reporter_id: string | null }>(
  stored: Row | undefined,
  userId: string,
  idTaken: string,
): Row {
  if (!stored || stored.reporter_id !== userId) {
    throw new HttpError(409, errorCodes.conflict, idTaken)
  }
  return stored
}

/**
 * Runs a listener (notifications, candidates) after a report's write has committed: the
 * report stands, so a failing listener is logged under `failure` and never undoes the answer.
 */
export async function runAfterCommit(
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
  hook: string,
  run: () => unknown,
): Promise<void> {
  try {
    await run()
  } catch (error) {
    log.error({ err: error, hook }, failure)
  }
}
