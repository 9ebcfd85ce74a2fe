import { ArrowDown, MessageCircleHeart } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import { Spinner } from '../../ui/Spinner'
import type { ChatMessageView } from './chat.model'
import { dayKey, dayLabel } from './chat-time'
import { MessageBubble } from './MessageBubble'
import { useChatScroll } from './use-chat-scroll'
import { Button } from '../../ui/Button'

interface MessageListProps {
  messages: ChatMessageView[]
  hasOlder: boolean
  isLoading: boolean
  onLoadOlder: () => void
  onDiscard: (messageId: string) => void
  /** for 'Saluda a {owner} y {pet}' */
  ownerName: string
  petName: string
  now: number
}

/**
 * The conversation: the engine's window of messages (the newest page, and older pages as the
 * user scrolls up), one <li> per message with a day separator on each day's first.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasOlder, isLoading, onLoadOlder, onDiscard, now } = props
  const { scrollerRef, sentinelRef, onScroll, hasNew, jumpToNewest } = useChatScroll({
    messages,
    hasOlder,
    isLoading,
    onLoadOlder,
  })
  const isEmpty = messages.length === 0
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        className="flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none]"
      >
        <div className="mx-auto flex min-h-full w-full max-w-2xl flex-col justify-end px-3 py-3">
          {hasOlder ? (
            <button
              ref={sentinelRef}
              type="button"
              onClick={onLoadOlder}
              disabled={isLoading}
              className="mb-2 self-center rounded-full px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:text-gray-500"
            >
              {isLoading ? t.messages.loadingOlder : t.messages.older}
            </button>
          ) : null}
          {isEmpty && isLoading ? <Spinner /> : null}
          {isEmpty && !isLoading ? (
            <div className="m-auto flex flex-col items-center px-6 py-10 text-center">
              <MessageCircleHeart aria-hidden="true" className="h-10 w-10 text-orange-400" />
              <p className="mt-2 font-semibold text-gray-900">
                {t.messages.empty(props.ownerName, props.petName)}
              </p>
              <p className="mt-1 text-sm text-gray-600">{t.messages.emptyText}</p>
            </div>
          ) : null}
          <ol aria-label={t.messages.label} className="flex flex-col gap-1.5">
            {messages.map((message, index) => {
              const previous = messages[index - 1]
              const isNewDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt)
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  day={isNewDay ? dayLabel(message.createdAt, now) : null}
                  onDiscard={onDiscard}
                />
              )
            })}
          </ol>
        </div>
      </div>
      {hasNew ? (
        <Button
          onClick={jumpToNewest}
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-lg"
        >
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
          {t.messages.newMessages}
        </Button>
      ) : null}
    </div>
  )
}
