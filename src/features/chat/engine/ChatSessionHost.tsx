import { useSessionNotifier } from '../../notifications'
import { startMessageNotifier } from './message-notifier'

/**
 * The chat's work for the signed-in user on every screen: the message notifier
 * (message-notifier.ts). The signed-in shell mounts it lazily, so it costs the first screen
 * nothing. Renders nothing.
 */
export default function ChatSessionHost() {
  useSessionNotifier(startMessageNotifier)
  return null
}
