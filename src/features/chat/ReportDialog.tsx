import { useId, useState } from 'react'
import { CheckCircle2 } from 'lucide-react'
import { chatMessages, chatRules } from '@contract/chat.messages'
import { chat as t } from '../../i18n/es/chat'
import { DialogActions } from '../../ui/DialogActions'
import { ModalDialog } from '../../ui/ModalDialog'
import type { ChatActionResult } from './chat.model'
import { useUnsavedForm } from '../../ui/unsaved-forms'
import { Button } from '../../ui/Button'

interface ReportDialogProps {
  ownerName: string
  onSubmit: (reason: string) => Promise<ChatActionResult>
  onClose: () => void
}

/** 'Reportar': a reason (1–500 characters, the server's own rules and texts), then thanks. */
export function ReportDialog({ ownerName, onSubmit, onClose }: ReportDialogProps) {
  // An app update waits while this text exists only here (src/ui/unsaved-forms).
  const markEdited = useUnsavedForm()
  const titleId = useId()
  const textId = useId()
  const errorId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [isDone, setIsDone] = useState(false)

  const submit = async () => {
    const trimmed = reason.trim()
    if (!trimmed) return setError(chatMessages.reasonRequired)
    if (trimmed.length > chatRules.reportReasonMaxLength)
      return setError(chatMessages.reasonTooLong)
    setIsBusy(true)
    setError(null)
    try {
      const result = await onSubmit(trimmed)
      if (result.ok) setIsDone(true)
      else setError(result.message)
    } catch {
      setError(t.actionError)
    }
    setIsBusy(false)
  }

  return (
    <ModalDialog
      isOpen={true}
      aria-labelledby={titleId}
      aria-describedby={isDone ? undefined : textId}
      onDismiss={() => {
        if (!isBusy) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {t.report.title}
      </h2>
      {isDone ? (
        <>
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-600" />
            {t.report.done}
          </p>
          <Button onClick={onClose} variant="secondary" isFullWidth className="mt-5">
            {t.report.close}
          </Button>
        </>
      ) : (
        <form
          onInput={markEdited}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <p id={textId} className="mt-1 text-sm text-gray-600">
            {t.report.text(ownerName)}
          </p>
          <label className="mt-4 block text-sm font-semibold text-gray-800">
            {t.report.reasonLabel}
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={chatRules.reportReasonMaxLength}
              rows={4}
              placeholder={t.report.reasonPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 block w-full resize-none rounded-2xl border border-gray-200 px-3 py-2 font-normal text-gray-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            />
          </label>
          <p className="mt-1 text-right text-xs text-gray-500">
            {t.report.counter(reason.length, chatRules.reportReasonMaxLength)}
          </p>
          {error ? (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <DialogActions
            cancelLabel={t.report.cancel}
            confirmLabel={isBusy ? t.report.submitting : t.report.submit}
            isBusy={isBusy}
            onCancel={onClose}
          />
        </form>
      )}
    </ModalDialog>
  )
}
