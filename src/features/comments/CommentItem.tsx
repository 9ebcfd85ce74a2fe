import { Trash2 } from 'lucide-react'
import type { Comment } from './comments.api'
import { relativeTime } from '../../i18n/relative-time'
import { comments as t } from '../../i18n/es/comments'
import { ImageWithFallback } from '../../ui/ImageWithFallback'

interface CommentItemProps {
  comment: Comment
  /** the signed-in user's id: only a comment's author sees its delete control (spec §6) */
  viewerId: string | null
  onDelete: (comment: Comment) => void
  now: number
}

const AVATAR = 'h-9 w-9 shrink-0 rounded-full'

export function CommentItem({ comment, viewerId, onDelete, now }: CommentItemProps) {
  const { author } = comment
  const isMine = viewerId !== null && author.id === viewerId
  return (
    <li className="flex gap-3 py-3">
      <ImageWithFallback
        path={author.avatar}
        alt={t.avatarAlt(author.name)}
        className={`${AVATAR} object-cover`}
        fallback={
          <span
            aria-hidden="true"
            className={`${AVATAR} flex items-center justify-center bg-brand-100 text-sm font-bold text-brand-700`}
          >
            {author.name.trim().charAt(0).toUpperCase()}
          </span>
        }
      />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate text-sm font-semibold text-gray-900">{author.name}</span>
          <time dateTime={comment.createdAt} className="shrink-0 text-xs text-gray-500">
            {relativeTime(comment.createdAt, now)}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-line text-gray-700">{comment.content}</p>
      </div>
      {isMine ? (
        <button
          type="button"
          aria-label={t.delete}
          onClick={() => onDelete(comment)}
          className="-mr-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-gray-400 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </li>
  )
}
