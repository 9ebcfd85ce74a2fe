import { AlertCircle, Clock } from 'lucide-react'
import { chat as t } from '../../i18n/es/chat'
import type { ChatMessageView } from './chat.model'
import { messageTime } from './chat-time'

interface MessageBubbleProps {
  message: ChatMessageView
  /** the day separator drawn above it (first message of a day), else null */
  day: string | null
  onDiscard: (messageId: string) => void
}

/** One message: mine on the right in the brand colour, theirs on the left; its time below. */
export function MessageBubble({ message, day, onDiscard }: MessageBubbleProps) {
  const { isMine, syncState } = message
  return (
    <li data-message-id={message.id} data-sync-state={syncState} className="flex flex-col">
      {day ? (
        <p className="my-3 self-center rounded-full bg-white px-3 py-1 text-xs font-medium text-gray-500 shadow-sm ring-1 ring-gray-100">
          {day}
        </p>
      ) : null}
      <div
        className={`flex max-w-[80%] min-w-0 flex-col ${isMine ? 'items-end self-end' : 'items-start'}`}
      >
        <p
          className={`rounded-3xl px-4 py-2 text-[15px] leading-5 [overflow-wrap:anywhere] whitespace-pre-wrap ${
            isMine
              ? `rounded-br-md bg-brand-500 text-white ${syncState === 'failed' ? 'opacity-60' : ''}`
              : 'rounded-bl-md bg-white text-gray-900 shadow-sm ring-1 ring-gray-100'
          }`}
        >
          {isMine ? <span className="sr-only">{t.messages.mine}: </span> : null}
          {message.content}
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 px-1 text-[11px] text-gray-500">
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
          {syncState === 'pending' ? (
            <span className="inline-flex items-center gap-0.5 text-amber-700">
              <Clock aria-hidden="true" className="h-3 w-3" />
              {t.messages.pending}
            </span>
          ) : null}
          {syncState === 'failed' ? (
            <>
              <span className="inline-flex items-center gap-0.5 font-medium text-red-700">
                <AlertCircle aria-hidden="true" className="h-3 w-3" />
                {t.messages.failed}
              </span>
              <button
                type="button"
                onClick={() => onDiscard(message.id)}
                className="rounded-full px-1.5 font-semibold text-red-700 underline hover:bg-red-50"
              >
                {t.messages.discard}
              </button>
            </>
          ) : null}
        </p>
      </div>
    </li>
  )
}
