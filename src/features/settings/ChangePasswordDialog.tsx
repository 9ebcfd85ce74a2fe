import { lazy, Suspense } from 'react'
import { settings } from '../../i18n/es/settings'
import { PanelDialog } from '../../ui/PanelDialog'

// The form (react-hook-form, zod) loads when the dialog first opens: /settings is near its
// budget, and most visits never change the password.
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
)

const t = settings.changePassword

/** Settings → Cuenta → 'Cambiar contraseña'. */
export function ChangePasswordDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean
  onClose: () => void
}) {
  return (
    <PanelDialog isOpen={isOpen} title={t.title} closeLabel={t.close} onClose={onClose}>
      <Suspense fallback={<p className="py-6 text-center text-sm text-gray-500">{t.loading}</p>}>
        <ChangePasswordForm onClose={onClose} />
      </Suspense>
    </PanelDialog>
  )
}
