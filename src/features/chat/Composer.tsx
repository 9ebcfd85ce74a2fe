import { cleanText } from '@contract/clean-text'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { SendHorizontal } from 'lucide-react'
import { chatMessages, chatRules } from '@contract/chat.messages'
import { chat as t } from '../../i18n/es/chat'
import type { MessageSending } from './chat.model'
import { abandonSend, beginSend, endSend, restoreUnsent, useDraft } from './use-draft'
import { Notice } from '../../ui/Notice'

/** Spec §9 'Chat input max height'. */
export const COMPOSER_MAX_HEIGHT = 120
/** The counter shows from here on, so it only speaks up when the limit is near. */
const COUNTER_FROM = chatRules.contentMaxLength - 200

interface ComposerProps {
  matchId: string
  sending: MessageSending
  onTypingChange: (active: boolean) => void
}

/**
 * The message box: Enter sends, Shift+Enter adds a line, grows with its text up to 120 px and
 * then scrolls. Sending never waits for the network: the box empties and keeps focus at once.
 */
export function Composer({ matchId, sending, onTypingChange }: ComposerProps) {
  const [draft, setDraft] = useDraft(matchId)
  const [error, setError] = useState<string | null>(null)
  const ref = useRef<HTMLTextAreaElement>(null)
  const isBlank = cleanText(draft).trim() === ''

  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    // Measure from the minimum each time, or the box could never shrink back.
    box.style.height = 'auto'
    const height = Math.min(box.scrollHeight, COMPOSER_MAX_HEIGHT)
    box.style.height = `${height}px`
    box.style.overflowY = box.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden'
  }, [draft])

  // Typing is told on the user's own edits only: a draft restored on open is not typing.
  const isTyping = useRef(false)
  const edit = (text: string) => {
    setDraft(text)
    const isNowTyping = text.trim() !== ''
    if (isNowTyping !== isTyping.current) {
      isTyping.current = isNowTyping
      onTypingChange(isNowTyping)
    }
  }

  // Leaving mid-message (back, the match ended) must not leave the other side seeing
  // '… está escribiendo...'.
  const onTypingChangeRef = useRef(onTypingChange)
  useEffect(() => {
    onTypingChangeRef.current = onTypingChange
  }, [onTypingChange])
  useEffect(
    () => () => {
      if (isTyping.current) onTypingChangeRef.current(false)
    },
    [],
  )

  // A send the last page left undecided (use-draft.ts) comes back into the box if it never
  // reached the queue, before whatever was typed since.
  const isRecorded = useRef(sending.isRecorded)
  const isMounted = useRef(false)
  const giveBackUnsent = useCallback(async () => {
    const restored = await restoreUnsent(matchId, isRecorded.current)
    if (isMounted.current && restored !== null) setDraft(restored)
  }, [matchId, setDraft])
  useEffect(() => {
    isMounted.current = true
    void giveBackUnsent()
    return () => {
      isMounted.current = false
    }
  }, [giveBackUnsent])

  const send = async () => {
    if (isBlank) return
    // No maxLength on the box: it would cut a long paste silently. Too long is said instead,
    // and the text stays for the user to shorten.
    if (draft.trim().length > chatRules.contentMaxLength) {
      setError(chatMessages.contentTooLong)
      return
    }
    const content = draft
    const id = sending.newId()
    beginSend(matchId, id, content)
    edit('')
    setError(null)
    ref.current?.focus()
    let result: Awaited<ReturnType<MessageSending['send']>>
    try {
      result = await sending.send(content, id)
    } catch {
      // It broke (a bug, a closed database) maybe after the queue stored it: the queue, not
      // this page, says whether the text comes back.
      abandonSend(id)
      await giveBackUnsent()
      return
    }
    endSend(matchId, id)
    if (result && !result.ok) {
      setError(result.message)
      // Give the text back unless the user already started another message.
      if (!ref.current?.value) setDraft(content)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME composition must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  return (
    <form
      className="border-t border-gray-100 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      {error ? (
        <Notice kind="error" className="mb-2">
          {error}
        </Notice>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          rows={1}
          value={draft}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t.composer.label}
          placeholder={t.composer.label}
          enterKeyHint="send"
          className="min-h-10 flex-1 resize-none rounded-2xl bg-gray-100 px-4 py-2.5 text-[15px] leading-5 text-gray-900 placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t.composer.send}
          disabled={isBlank}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500 text-white shadow-sm hover:bg-brand-600 disabled:bg-gray-200 disabled:text-gray-400"
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {draft.length >= COUNTER_FROM ? (
        <p
          className={`mt-1 pr-12 text-right text-xs ${
            draft.trim().length > chatRules.contentMaxLength ? 'text-red-700' : 'text-gray-500'
          }`}
          aria-live="polite"
        >
          {t.composer.counter(draft.length, chatRules.contentMaxLength)}
        </p>
      ) : null}
    </form>
  )
}
