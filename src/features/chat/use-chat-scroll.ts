import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ChatMessageView } from './chat.model'

/** Closer than this to the end counts as "at the bottom" (a bubble's worth of slack). */
const BOTTOM_SLACK_PX = 80

interface Snapshot {
  firstId: string | undefined
  lastId: string | undefined
  scrollHeight: number
  scrollTop: number
}

/**
 * The message list's scrolling, like a messaging app:
 * - it opens on the newest message;
 * - older messages prepended at the top keep what the user reads in place (the browser's own
 *   scroll anchoring is turned off on the scroller, so only this adjustment applies);
 * - a new message at the end follows the user down only when they were at the bottom (or sent
 *   it); otherwise `hasNew` offers a 'Nuevos mensajes' jump;
 * - a shrinking viewport (composer growing, keyboard opening) keeps the bottom in view;
 * - a sentinel near the top asks for older messages as it comes into view.
 */
export function useChatScroll({
  messages,
  hasOlder,
  isLoading,
  onLoadOlder,
}: {
  messages: ChatMessageView[]
  hasOlder: boolean
  isLoading: boolean
  onLoadOlder: () => void
}) {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLButtonElement>(null)
  const snapshot = useRef<Snapshot | null>(null)
  const isAtBottom = useRef(true)
  const [view, setView] = useState<{ isAtBottom: boolean; seenLastId: string | undefined }>({
    isAtBottom: true,
    seenLastId: undefined,
  })
  const firstId = messages[0]?.id
  const newest = messages.at(-1)
  const lastId = newest?.id

  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const previous = snapshot.current
    if (!previous?.lastId) {
      scroller.scrollTop = scroller.scrollHeight
    } else if (lastId !== previous.lastId) {
      if (isAtBottom.current || newest?.isMine) scroller.scrollTop = scroller.scrollHeight
    } else if (firstId !== previous.firstId) {
      scroller.scrollTop = previous.scrollTop + scroller.scrollHeight - previous.scrollHeight
    }
    snapshot.current = {
      firstId,
      lastId,
      scrollHeight: scroller.scrollHeight,
      scrollTop: scroller.scrollTop,
    }
  }, [firstId, lastId, newest?.isMine])

  // The scroller shrinks when the composer grows or the phone's keyboard opens: whoever was
  // reading the newest message keeps it in view.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) scroller.scrollTop = scroller.scrollHeight
    })
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [])

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const atBottom =
      scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < BOTTOM_SLACK_PX
    isAtBottom.current = atBottom
    if (snapshot.current) snapshot.current.scrollTop = scroller.scrollTop
    setView((current) =>
      current.isAtBottom === atBottom && (!atBottom || current.seenLastId === lastId)
        ? current
        : {
            isAtBottom: atBottom,
            // Leaving the bottom, the user has seen everything up to now.
            seenLastId: atBottom || current.isAtBottom ? lastId : current.seenLastId,
          },
    )
  }, [lastId])

  const jumpToNewest = useCallback(() => {
    const scroller = scrollerRef.current
    if (scroller) scroller.scrollTo({ top: scroller.scrollHeight, behavior: 'smooth' })
  }, [])

  // The latest callback, for an observer that outlives renders.
  const loadOlder = useRef(onLoadOlder)
  useEffect(() => {
    loadOlder.current = onLoadOlder
  }, [onLoadOlder])

  // Re-observed whenever the window changes, so a sentinel still in view after a page came in
  // (a short history) asks again instead of waiting for a scroll that cannot happen.
  useEffect(() => {
    const sentinel = sentinelRef.current
    const scroller = scrollerRef.current
    if (!hasOlder || isLoading || !sentinel || !scroller) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder.current()
      },
      { root: scroller, rootMargin: '300px 0px 0px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasOlder, isLoading, firstId])

  const hasNew = !view.isAtBottom && lastId !== undefined && lastId !== view.seenLastId
  return { scrollerRef, sentinelRef, onScroll, hasNew, jumpToNewest }
}
