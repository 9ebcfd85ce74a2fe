import { useSessionNotifier } from '../notifications'
import { startMatchNotifier } from './match-notifier'

/**
 * Runs the match notifier (match-notifier.ts) for the signed-in user on every screen. The
 * signed-in shell mounts it lazily, so it costs the first screen nothing. Renders nothing.
 */
export default function MatchNotifierHost() {
  useSessionNotifier(startMatchNotifier)
  return null
}
