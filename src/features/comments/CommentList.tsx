import { useState } from 'react'
import { comments as t } from '../../i18n/es/comments'
import type { Comment } from './comments.api'
import { CommentItem } from './CommentItem'

interface CommentListProps {
  comments: readonly Comment[]
  viewerId: string | null
  onDelete: (comment: Comment) => void
}

/** The comments, newest first, or the empty state. */
export function CommentList({ comments, viewerId, onDelete }: CommentListProps) {
  // One clock per render of the list, so every relative time agrees.
  const [now] = useState(() => Date.now())
  if (comments.length === 0) {
    return <p className="py-8 text-center text-sm text-gray-500">{t.empty}</p>
  }
  return (
    <ul aria-label={t.listLabel} className="divide-y divide-gray-100">
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          viewerId={viewerId}
          onDelete={onDelete}
          now={now}
        />
      ))}
    </ul>
  )
}
