import { lostPetChatEndpoints } from '@contract/lost-pet-chat.endpoints'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { call } from '../../api/call'
import { callOnline } from '../../api/online-only'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { getSyncContext } from '../../sync'
import { conversationArrived, findConversationAbout } from '../connections'

export type OpenConversationResult = { ok: true; matchId: string } | { ok: false; message: string }

/**
 * 'Enviar mensaje' on a lost-pet card (spec §2): the finder's conversation with the alert's
 * reporter, in the app, with no match and no phone. A conversation already on this device opens
 * at once, offline too. Starting one is a plain call that needs the network, like the chat's
 * mute, report and block (chat.actions.ts): offline it says so at once. Nothing typed is at
 * risk: the text is written in the chat's composer, whose sends go through the write queue.
 * The server answers the same conversation again for the same alert and user, so a retry or a
 * second press never makes two.
 */
export async function openLostPetConversation(alertId: string): Promise<OpenConversationResult> {
  const context = getSyncContext()
  if (!context) return { ok: false, message: t.actions.messageError }
  const stored = await findConversationAbout(context.database, alertId)
  if (stored) return { ok: true, matchId: stored }
  const answer = await callOnline(
    () =>
      call(lostPetChatEndpoints.start, {
        client: context.http,
        params: { id: alertId },
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    { offline: t.actions.messageOffline, fallback: t.actions.messageError },
  )
  if (!answer.ok) return { ok: false, message: answer.message }
  const { matchId } = answer.value.conversation
  await conversationArrived(context.database, matchId)
  return { ok: true, matchId }
}
