import { useEffect, useMemo, useState } from 'react'
import { ReadMarker } from './mark-read'
import { isOnline } from '../../../api/online'

function isActive(): boolean {
  return document.visibilityState === 'visible' && isOnline()
}

/**
 * Marks the open chat read (mark-read.ts): when it opens, and again whenever its unread count
 * is above zero while the page is visible and online — a message arriving into the open chat,
 * coming back to the tab, or the connection returning.
 */
export function useMarkRead(matchId: string, unreadCount: number): void {
  const marker = useMemo(() => new ReadMarker(matchId), [matchId])
  const [activity, setActivity] = useState(0)

  useEffect(() => {
    const bump = () => setActivity((count) => count + 1)
    document.addEventListener('visibilitychange', bump)
    window.addEventListener('online', bump)
    return () => {
      document.removeEventListener('visibilitychange', bump)
      window.removeEventListener('online', bump)
    }
  }, [])

  // On open, whatever the count says (the stored count may lag behind the server's).
  useEffect(() => {
    if (isActive()) marker.request()
  }, [marker])

  useEffect(() => {
    if (unreadCount > 0 && isActive()) marker.request()
  }, [marker, unreadCount, activity])
}
