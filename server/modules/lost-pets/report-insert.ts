import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'

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
