import { cleanText } from '@contract/clean-text'
import { useId, useState, type FormEvent } from 'react'
import { SendHorizontal } from 'lucide-react'
import { commentRules } from '@contract/comments.messages'
import { comments as t } from '../../i18n/es/comments'

interface CommentComposerProps {
  value: string
  onChange: (value: string) => void
  /** resolves true when the comment was published (the field then empties) */
  onSubmit: (content: string) => Promise<boolean>
  /** offline: typing stays allowed (the draft is kept), publishing does not */
  canSend: boolean
}

const MAX = commentRules.contentMaxLength

/**
 * The comment field (spec §5 'Comment'): the n/500 counter, maxLength 500, trimmed non-empty
 * content, and one submit at a time — the button stays disabled until the server answered, so
 * a double tap cannot publish twice.
 */
export function CommentComposer({ value, onChange, onSubmit, canSend }: CommentComposerProps) {
  const counterId = useId()
  const [isPosting, setIsPosting] = useState(false)
  const content = cleanText(value).trim()
  const isSendable = canSend && !isPosting && content.length > 0 && content.length <= MAX

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isSendable) return
    setIsPosting(true)
    try {
      if (await onSubmit(content)) onChange('')
    } finally {
      setIsPosting(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <textarea
          aria-label={t.composerLabel}
          aria-describedby={counterId}
          placeholder={t.placeholder}
          value={value}
          maxLength={MAX}
          rows={2}
          onChange={(event) => onChange(event.target.value.slice(0, MAX))}
          className="block w-full resize-none rounded-2xl border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-900 focus:border-brand-500 focus:bg-white focus:outline-none"
        />
        <p
          id={counterId}
          className={`mt-1 text-right text-xs ${value.length >= MAX ? 'text-red-600' : 'text-gray-500'}`}
        >
          {t.counter(value.length, MAX)}
        </p>
      </div>
      <button
        type="submit"
        disabled={!isSendable}
        aria-label={isPosting ? t.sending : t.send}
        className="mb-6 flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-500 text-white hover:bg-brand-600 disabled:bg-gray-300"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  )
}
