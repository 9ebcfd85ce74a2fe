import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { ChatActionResult, ChatMatch, MessageSending } from './chat.model'
import type { ChatActions } from './chat-actions'
import { ChatView } from './ChatView'
import {
  blockChat,
  deleteChat,
  discardFailedMessage,
  isMessageRecorded,
  newMessageId,
  reportChat,
  sendChatMessage,
  setChatMuted,
  useChatMatch,
  useChatMessages,
  useChatRoom,
  useMarkRead,
} from './engine'
import { useNow } from '../../ui/use-now'

/** How long the "this match ended" notice stays before the screen leaves for /matches. */
const ENDED_NOTICE_MS = 2500

/**
 * /chat/{matchId}: wires the chat engine (RxDB documents, the socket room, the write queue) to
 * ChatView. Mounted with key={matchId}, so nothing of one conversation leaks into the next.
 */
export function ChatPage({ matchId }: { matchId: string }) {
  const navigate = useNavigate()
  const now = useNow(60_000)
  const { match, status, retry } = useChatMatch(matchId)
  const conversation = useChatMessages(matchId)
  const { typing, setTyping, ended } = useChatRoom(matchId)
  useMarkRead(matchId, match?.unreadCount ?? 0)

  // Ending the match (here, or from the other side) removes its document at once: keep
  // showing the last one seen until the screen has left, rather than 'Match no encontrado'.
  const [lastMatch, setLastMatch] = useState<ChatMatch | null>(match)
  // Compared by version, not identity: a hook may hand a fresh object on every render.
  if (match && (match.id !== lastMatch?.id || match.updatedAt !== lastMatch.updatedAt)) {
    setLastMatch(match)
  }
  const [isLeaving, setIsLeaving] = useState(false)
  const shown = match ?? (isLeaving || ended ? lastMatch : null)

  // A conversation about a lost pet is listed in /chat only, not among the matches.
  const isAboutLostPet = (match ?? lastMatch)?.kind === 'lostPetChat'
  const goToMatches = useCallback(
    () => navigate({ to: isAboutLostPet ? '/chat' : '/matches' }),
    [navigate, isAboutLostPet],
  )

  useEffect(() => {
    if (!ended) return
    const timer = setTimeout(() => void goToMatches(), ENDED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [ended, goToMatches])

  const actions = useMemo<ChatActions>(() => {
    const thenLeave = async (action: () => Promise<ChatActionResult>) => {
      setIsLeaving(true)
      let result: ChatActionResult | null = null
      try {
        result = await action()
      } finally {
        if (!result?.ok) setIsLeaving(false)
      }
      if (result.ok) await goToMatches()
      return result
    }
    return {
      toggleMute: () => setChatMuted(matchId, !(match?.muted ?? false)),
      report: (reason) => reportChat(matchId, reason),
      block: () => thenLeave(() => blockChat(matchId)),
      remove: () => thenLeave(() => deleteChat(matchId, match?.id)),
    }
  }, [matchId, match?.muted, match?.id, goToMatches])

  const sending = useMemo<MessageSending>(
    () => ({
      newId: newMessageId,
      send: (content, id) => sendChatMessage(matchId, content, id),
      isRecorded: isMessageRecorded,
    }),
    [matchId],
  )

  return (
    <ChatView
      matchId={matchId}
      match={shown}
      status={status}
      conversation={conversation}
      typing={typing}
      ended={ended}
      now={now}
      actions={actions}
      onRetry={retry}
      onBack={() => void goToMatches()}
      sending={sending}
      onTypingChange={setTyping}
      onDiscard={(messageId) => void discardFailedMessage(messageId)}
    />
  )
}
