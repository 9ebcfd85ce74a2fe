import { Trash2 } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

interface RemovePetDialogProps {
  /** the pet asked about; null keeps the dialog closed */
  petName: string | null
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Eliminar a {nombre}?' before the pet is removed. */
export function RemovePetDialog({ petName, ...rest }: RemovePetDialogProps) {
  return (
    <ConfirmDialog
      {...rest}
      isOpen={petName !== null}
      title={petName ? t.removeTitle(petName) : ''}
      text={t.removeText}
      icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
      confirmLabel={t.removeConfirm}
      cancelLabel={t.removeCancel}
    />
  )
}
