import { chat as t } from '../../i18n/es/chat'
import type { TypingNotice } from './chat.model'

/** '{name} está escribiendo...' above the composer; the live region stays put so it is read. */
export function TypingIndicator({ typing }: { typing: TypingNotice | null }) {
  return (
    <div role="status" className="min-h-6 px-4 text-xs text-gray-500 italic">
      {typing ? (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="flex gap-0.5">
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-gray-400" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-gray-400 [animation-delay:150ms]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-gray-400 [animation-delay:300ms]" />
          </span>
          {t.typing(typing.userName)}
        </span>
      ) : null}
    </div>
  )
}
