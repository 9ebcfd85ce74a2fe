import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetChatMessages as m,
  type LostPetChatResponse,
} from '../../contract/lost-pet-chat.contract.js'
import { lostPetMessages } from '../../contract/lost-pets.messages.js'
import { HttpError } from '../../http/http-error.js'
import type { MatchesService } from '../matches/matches.service.js'
import { secondsToReset, utcDayStart } from '../matches/quota.js'
import { LostPetChatRefusal, type LostPetChatRepository } from './lost-pet-chat.repository.js'

export interface LostPetChatServiceDeps {
  repository: LostPetChatRepository
  /** sends each member their 'lostPetChat' document once the conversation is stored */
  matches: Pick<MatchesService, 'republishMatch'>
  /** new conversations one finder may start per UTC day (LOST_PET_CHATS_PER_DAY) */
  perDay: number
  log?: FastifyBaseLogger
  now?: () => Date
}

/**
 * 'Enviar mensaje' on a lost-pet card (spec §2): the finder's conversation with the alert's
 * reporter, without a match and without exposing a phone number. Everything after the start
 * (messages, read, mute, report, block, live delivery) is the chat of chat.service.ts.
 */
export function createLostPetChatService(deps: LostPetChatServiceDeps) {
  const clock = () => deps.now?.() ?? new Date()

  function refusal(error: LostPetChatRefusal, now: Date): HttpError {
    switch (error.reason) {
      case 'no-alert':
        return new HttpError(404, errorCodes.notFound, lostPetMessages.alertNotFound)
      case 'own-alert':
        return new HttpError(400, errorCodes.badRequest, m.ownAlert)
      case 'no-pet':
        return new HttpError(404, errorCodes.notFound, m.noPet)
      case 'blocked':
        return new HttpError(403, errorCodes.forbidden, m.blocked)
      case 'limit':
        return new HttpError(429, errorCodes.dailyLimitReached, m.tooMany(deps.perDay), {
          'Retry-After': String(secondsToReset(now)),
        })
    }
  }

  /** `limit`: new conversations the finder may start today (null: no limit). */
  async function open(
    finderId: string,
    alertId: string,
    limit: number | null,
  ): Promise<LostPetChatResponse> {
    const now = clock()
    let started
    try {
      started = await deps.repository.start({
        alertId,
        finderId,
        newId: randomUUID(),
        now: now.toISOString(),
        dayStart: utcDayStart(now).toISOString(),
        limit: limit ?? Number.MAX_SAFE_INTEGER,
      })
    } catch (error) {
      if (error instanceof LostPetChatRefusal) throw refusal(error, now)
      throw error
    }
    const { match, seq } = started
    if (seq !== null) {
      try {
        await deps.matches.republishMatch(match, seq, [match.user_a_id, match.user_b_id])
      } catch (error) {
        // Stored already: both members catch up on their next pull.
        deps.log?.warn({ err: error, matchId: match.id }, 'lost-pet chat: live publish failed')
      }
    }
    return { success: true, conversation: { matchId: match.id }, created: started.created }
  }

  return {
    /** The finder writes to the alert's reporter ('Enviar mensaje'), within the daily limit. */
    start: (finderId: string, alertId: string) => open(finderId, alertId, deps.perDay),
    /**
     * The owner confirmed a finder's report ('Es mi mascota'): the same conversation, opened
     * for the finder by the owner, so it does not count against the finder's daily limit.
     */
    openForFinder: (finderId: string, alertId: string) => open(finderId, alertId, null),
  }
}

export type LostPetChatService = ReturnType<typeof createLostPetChatService>
