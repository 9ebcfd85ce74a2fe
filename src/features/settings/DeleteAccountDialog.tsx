import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { PasswordField } from '../auth'
import { isOffline } from '../../api/online'
import { onlineFailureText } from '../../api/online-only'
import { privacy } from '../../i18n/es/privacy'
import { PanelDialog } from '../../ui/PanelDialog'
import { deleteMyAccount } from './privacy.api'
import { DialogActions } from '../../ui/DialogActions'
import { Notice } from '../../ui/Notice'

const t = privacy.delete

/**
 * 'Eliminar mi cuenta': a warning that it cannot be undone, the password, and the server's
 * answer. Online only: offline it says so and sends nothing. On success the session is gone
 * here too and the app returns to its landing page.
 */
export function DeleteAccountDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (password === '') return setError(t.passwordRequired)
    if (isOffline()) return setError(t.offline)
    setIsBusy(true)
    try {
      await deleteMyAccount(password)
    } catch (failure) {
      setIsBusy(false)
      // A wrong password is a 403 with the server's Spanish message.
      setError(await onlineFailureText(failure, { offline: t.offline, fallback: t.failed }))
      return
    }
    await navigate({ to: '/', replace: true })
  }

  return (
    <PanelDialog
      isOpen={isOpen}
      title={t.title}
      closeLabel={privacy.close}
      onClose={onClose}
      isBusy={isBusy}
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <p className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t.warning}
        </p>
        {error ? (
          <Notice kind="error" className="mb-5">
            {error}
          </Notice>
        ) : null}
        <PasswordField
          label={t.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <DialogActions
          className=""
          cancelLabel={t.cancel}
          confirmLabel={isBusy ? t.busy : t.confirm}
          isBusy={isBusy}
          onCancel={onClose}
        />
      </form>
    </PanelDialog>
  )
}
