import { useEffect } from 'react'
import { useSessionNotifier } from '../../notifications'
import { registerResender } from '../../../sync'
import { resendMessage } from './chat.actions'
import { MESSAGES } from './chat.repo'
import { startMessageNotifier } from './message-notifier'

/**
 * The chat's work for the signed-in user on every screen: the message notifier
 * (message-notifier.ts), and resending messages whose page closed before their POST reached the
 * service worker (the sync reconciler asks for it, see sync/resenders.ts). The signed-in shell
 * mounts it lazily, so it costs the first screen nothing. Renders nothing.
 */
export default function ChatSessionHost() {
  useSessionNotifier(startMessageNotifier)
  useEffect(() => registerResender(MESSAGES, resendMessage), [])
  return null
}
