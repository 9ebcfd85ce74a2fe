import { useId, useState } from 'react'
import { X } from 'lucide-react'
import { useSession } from '../../session/use-session'
import { useConnection } from '../offline'
import { comments as t } from '../../i18n/es/comments'
import { Spinner } from '../../ui/Spinner'
import { ModalDialog } from '../../ui/ModalDialog'
import type { Comment } from './comments.api'
import { readDraft, saveDraft } from './comment-draft'
import { CommentComposer } from './CommentComposer'
import { CommentList } from './CommentList'
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog'
import { useComments } from './use-comments'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

export interface CommentsSheetProps {
  petId: string
  petName: string
  isOpen: boolean
  onClose: () => void
}

/**
 * The comments of one pet in a bottom sheet (a native modal <dialog>: focus trap, Esc and the
 * backdrop from the platform). Network-only: offline it says so and keeps what is typed.
 */
export function CommentsSheet({ petId, petName, isOpen, onClose }: CommentsSheetProps) {
  const titleId = useId()
  const viewerId = useSession().user?.id ?? null
  const { isOnline } = useConnection()
  const state = useComments(petId, isOpen)
  // The draft belongs to a pet: when the sheet is reused for another one, that pet's draft shows.
  const [draft, setDraft] = useState(() => ({ petId, text: readDraft(viewerId, petId) }))
  const text = draft.petId === petId ? draft.text : readDraft(viewerId, petId)
  const [toDelete, setToDelete] = useState<Comment | null>(null)
  const [isDeleting, setIsDeleting] = useState(false)

  const changeDraft = (next: string) => {
    setDraft({ petId, text: next })
    saveDraft(viewerId, petId, next)
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    setIsDeleting(true)
    await state.remove(toDelete.id)
    setIsDeleting(false)
    setToDelete(null)
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      aria-labelledby={titleId}
      onDismiss={onClose}
      // A bottom sheet: pinned to the bottom edge, full width on a phone.
      className="mx-auto mt-auto mb-0 flex max-h-[85dvh] w-full max-w-lg flex-col rounded-t-3xl bg-white p-0 shadow-2xl backdrop:bg-gray-950/50 [&:not([open])]:hidden"
    >
      <header className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
        <h2 id={titleId} className="truncate text-base font-bold text-gray-900">
          {t.title(petName)}
        </h2>
        <Button aria-label={t.close} onClick={onClose} variant="icon" size="sm">
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </header>
      <div className="min-h-32 flex-1 overflow-y-auto px-4">
        {state.status === 'loading' ? <Spinner /> : null}
        {state.status === 'error' ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {state.error}
            </p>
            <Button onClick={state.reload} size="sm">
              {t.retry}
            </Button>
          </div>
        ) : null}
        {state.status === 'ready' ? (
          <CommentList comments={state.comments} viewerId={viewerId} onDelete={setToDelete} />
        ) : null}
      </div>
      <footer className="border-t border-gray-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {!isOnline ? (
          <Notice kind="offline" className="mb-2">
            {t.offline}
          </Notice>
        ) : null}
        {state.error && state.status !== 'error' ? (
          <Notice kind="error" className="mb-2">
            {state.error}
          </Notice>
        ) : null}
        <CommentComposer
          value={text}
          onChange={changeDraft}
          onSubmit={state.post}
          canSend={isOnline}
        />
      </footer>
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </ModalDialog>
  )
}
