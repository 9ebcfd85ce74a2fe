import { push as t } from '../../i18n/es/push'
import { shell } from '../../i18n/es/shell'
import { PanelDialog } from '../../ui/PanelDialog'
import { NotificationSettings } from './NotificationSettingsPage'
import { Button } from '../../ui/Button'

/**
 * The shell's notification settings (spec §2 'Notification settings dialog'): the same
 * settings as /notifications, in a dialog. Toggles save at once, 'Guardar configuración'
 * saves the whole settings, 'Cancelar' closes.
 */
export default function NotificationSettingsDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean
  onClose: () => void
}) {
  return (
    <PanelDialog
      isOpen={isOpen}
      title={shell.notificationSettings}
      closeLabel={t.close}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <NotificationSettings />
        <Button onClick={onClose} variant="outline" size="lg">
          {t.cancel}
        </Button>
      </div>
    </PanelDialog>
  )
}
