import { useCallback, useEffect, useState } from 'react'
import type { ChatEndReason, TypingNotice } from '../chat.model'
import { observeChatSocket } from './chat-socket'
import { ChatRoom, type ChatRoomState } from './chat-room'

const INITIAL: ChatRoomState = { typing: null, ended: null, isConnected: false }

/** The open chat's room (chat-room.ts) for the screen: typing, end and connection state. */
export function useChatRoom(matchId: string): {
  typing: TypingNotice | null
  setTyping: (active: boolean) => void
  ended: ChatEndReason | null
  isConnected: boolean
} {
  const [state, setState] = useState<{
    matchId: string
    room: ChatRoom
    value: ChatRoomState
  } | null>(null)
  useEffect(() => {
    const opened = new ChatRoom(matchId, observeChatSocket())
    // state$ emits its current value at once, which also hands the room to the screen.
    const subscription = opened.state$.subscribe((value) =>
      setState({ matchId, room: opened, value }),
    )
    return () => {
      subscription.unsubscribe()
      opened.close()
    }
  }, [matchId])
  const room = state?.matchId === matchId ? state.room : null
  const setTyping = useCallback((active: boolean) => room?.setTyping(active), [room])
  return { ...(room && state ? state.value : INITIAL), setTyping }
}
