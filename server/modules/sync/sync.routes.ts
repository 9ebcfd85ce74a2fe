import type { FastifyPluginCallback } from 'fastify'
import { z } from 'zod'
import { errorCodes } from '../../contract/error-codes.js'
import {
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  syncedCollections,
  syncMessages,
  type SyncedCollection,
} from '../../contract/sync.contract.js'
import { syncEndpoints as table } from '../../contract/sync.endpoints.js'
import { HttpError } from '../../http/http-error.js'
import { route } from '../../http/route.js'
import { parseInput } from '../../http/validation.js'
import type { SyncFeeds } from './sync-feed.js'

// Digits only: Number() alone would take '1e3', ' 7' or '0x10'. 15 digits stay exact in a double.
const pullQuerySchema = z.object({
  seq: z
    .string({ error: syncMessages.invalidSeq })
    .regex(/^\d{1,15}$/, syncMessages.invalidSeq)
    .transform(Number)
    .default(0),
  limit: z
    .string({ error: syncMessages.invalidLimit })
    .regex(/^\d{1,4}$/, syncMessages.invalidLimit)
    .transform(Number)
    .pipe(
      z.number().min(1, syncMessages.invalidLimit).max(PULL_LIMIT_MAX, syncMessages.invalidLimit),
    )
    .default(PULL_LIMIT_DEFAULT),
})

const isSyncedCollection = (name: string): name is SyncedCollection =>
  (syncedCollections as readonly string[]).includes(name)

/**
 * GET /api/sync/{collection}/pull?seq=&limit= — the checkpointed change feed every replicated
 * collection exposes (contract: sync.contract.ts). What a caller may see is the feed's business.
 */
export function syncRoutes(feeds: SyncFeeds): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.pull, ({ session, params }, request) => {
      const { collection } = params
      if (!isSyncedCollection(collection)) {
        throw new HttpError(404, errorCodes.notFound, syncMessages.unknownCollection)
      }
      const query = parseInput(pullQuerySchema, request.query)
      return feeds[collection].pull(session.user.id, query.seq, query.limit)
    })
    done()
  }
}
