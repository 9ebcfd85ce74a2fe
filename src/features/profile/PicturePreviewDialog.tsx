import { useId } from 'react'
import { profile as t } from '../../i18n/es/profile'
import { ModalDialog } from '../../ui/ModalDialog'
import type { PictureKind } from '../account'
import { DialogActions } from '../../ui/DialogActions'

interface PicturePreviewDialogProps {
  kind: PictureKind
  /** the local preview URL; null keeps the dialog closed */
  preview: string | null
  isUploading: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The chosen picture before it is sent (spec §2: local preview with confirm or cancel), drawn
 * the way it will look: round for the avatar, wide for the banner.
 */
export function PicturePreviewDialog(props: PicturePreviewDialogProps) {
  const { kind, preview, isUploading, onConfirm, onCancel } = props
  const titleId = useId()
  const textId = useId()
  const isAvatar = kind === 'avatar'
  return (
    <ModalDialog
      isOpen={preview !== null}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onDismiss={() => {
        if (!isUploading) onCancel()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <h2 id={titleId} className="text-center text-lg font-bold text-gray-900">
        {isAvatar ? t.preview.avatarTitle : t.preview.bannerTitle}
      </h2>
      <p id={textId} className="mt-1 text-center text-sm text-gray-600">
        {t.preview.text}
      </p>
      {preview ? (
        <img
          src={preview}
          alt={t.preview.alt}
          className={
            isAvatar
              ? 'mx-auto mt-4 h-40 w-40 rounded-full object-cover shadow-md ring-4 ring-brand-100'
              : 'mt-4 aspect-[3/1] w-full rounded-2xl object-cover shadow-md'
          }
        />
      ) : null}
      <DialogActions
        tone="primary"
        cancelLabel={t.preview.cancel}
        confirmLabel={isUploading ? t.preview.uploading : t.preview.confirm}
        isBusy={isUploading}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </ModalDialog>
  )
}
