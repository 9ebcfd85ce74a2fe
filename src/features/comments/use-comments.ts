import { useCallback, useEffect, useState } from 'react'
import { comments as t } from '../../i18n/es/comments'
import { deleteComment, fetchComments, postComment, type Comment } from './comments.api'

export interface CommentsState {
  status: 'loading' | 'ready' | 'error'
  comments: readonly Comment[]
  /** the load failure, or the last post/delete failure (server message or the spec's text) */
  error: string | null
  reload: () => void
  /** true when published (it then heads the list) */
  post: (content: string) => Promise<boolean>
  remove: (id: string) => Promise<boolean>
}

type Loaded = { key: string; comments: readonly Comment[] } | { key: string; loadError: string }

/**
 * One pet's comments, loaded while `isActive` (the sheet is open), newest first. Callers key
 * the sheet by pet, so answers never cross from one pet to another. Each opening loads again:
 * comments live only on the server.
 */
export function useComments(petId: string, isActive: boolean): CommentsState {
  const [attempt, setAttempt] = useState(0)
  const requestKey = `${petId}#${attempt}#${isActive ? 'open' : 'closed'}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [actionError, setActionError] = useState<string | null>(null)

  useEffect(() => {
    if (!isActive) return
    let isCurrent = true
    void fetchComments(petId, t.loadFailed).then((result) => {
      if (!isCurrent) return
      setLoaded(
        result.ok
          ? { key: requestKey, comments: result.value }
          : { key: requestKey, loadError: result.message },
      )
    })
    return () => {
      isCurrent = false
    }
  }, [petId, isActive, requestKey])

  const post = useCallback(
    async (content: string) => {
      const result = await postComment(petId, content, t.postFailed)
      if (!result.ok) {
        setActionError(result.message)
        return false
      }
      setActionError(null)
      const comment = result.value
      setLoaded((before) =>
        before && 'comments' in before
          ? {
              ...before,
              comments: [comment, ...before.comments.filter((c) => c.id !== comment.id)],
            }
          : before,
      )
      return true
    },
    [petId],
  )

  const remove = useCallback(async (id: string) => {
    const result = await deleteComment(id, t.deleteFailed)
    if (!result.ok) {
      setActionError(result.message)
      return false
    }
    setActionError(null)
    setLoaded((before) =>
      before && 'comments' in before
        ? { ...before, comments: before.comments.filter((comment) => comment.id !== id) }
        : before,
    )
    return true
  }, [])

  const reload = () => {
    setActionError(null)
    setAttempt((n) => n + 1)
  }

  if (!loaded || loaded.key !== requestKey) {
    return { status: 'loading', comments: [], error: actionError, reload, post, remove }
  }
  if ('loadError' in loaded) {
    return { status: 'error', comments: [], error: loaded.loadError, reload, post, remove }
  }
  return { status: 'ready', comments: loaded.comments, error: actionError, reload, post, remove }
}
