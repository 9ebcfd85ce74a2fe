import { useEffect } from 'react'
import { useSession } from '../../session/use-session'
import { useNotifications } from '../notifications'
// Through the index: the home has loaded it already, so this host adds no chunk of its own.
import { isMatchSeen } from '.'

/**
 * The server tells both owners of a new match, the one who swiped too (their swipe may have
 * been replayed after being offline, or made on another device). When this device already
 * showed that match in its '¡Es un Match!' modal, its notification is marked read, on every
 * device, so the bell does not announce it a second time. The signed-in shell mounts it
 * lazily, so it costs the first screen nothing. Renders nothing.
 */
export default function MatchNotifierHost() {
  const { items, store } = useNotifications()
  const userId = useSession().user?.id
  useEffect(() => {
    if (!store || !userId) return
    for (const item of items) {
      if (item.type === 'match' && !item.read && item.matchId && isMatchSeen(item.matchId, userId))
        store.markRead(item.id)
    }
  }, [items, store, userId])
  return null
}
