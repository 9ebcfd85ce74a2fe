import { lazy, Suspense } from 'react'
import { changeEmail } from '../../i18n/es/change-email'
import { PanelDialog } from '../../ui/PanelDialog'

// The form (react-hook-form, zod) loads when the dialog first opens, like the password one:
// /settings is near its budget, and most visits never change the address.
const ChangeEmailForm = lazy(() =>
  import('./ChangeEmailForm').then((module) => ({ default: module.ChangeEmailForm })),
)

const t = changeEmail.dialog

/** Settings › Cuenta › 'Cambiar correo'. */
export function ChangeEmailDialog({
  isOpen,
  currentEmail,
  onClose,
}: {
  isOpen: boolean
  currentEmail: string | null
  onClose: () => void
}) {
  return (
    <PanelDialog isOpen={isOpen} title={t.title} closeLabel={t.close} onClose={onClose}>
      <Suspense fallback={<p className="py-6 text-center text-sm text-gray-500">{t.loading}</p>}>
        <ChangeEmailForm currentEmail={currentEmail} onClose={onClose} />
      </Suspense>
    </PanelDialog>
  )
}
