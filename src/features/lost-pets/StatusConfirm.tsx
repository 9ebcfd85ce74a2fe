import { useState } from 'react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { changeLostPetStatus } from './lost-pets.actions'
import type { ListedLostPet } from './lost-pets.repo'

/**
 * §4 'Lost pet status': found ↔ active after a confirmation, by the reporter or owner. The
 * change is queued like every write: offline it shows at once (the card moves tab, pending).
 */
export function StatusConfirm({
  pet,
  onDone,
}: {
  pet: ListedLostPet | null
  /** closed; the text to show, if any */
  onDone: (message: string | null) => void
}) {
  const [isBusy, setIsBusy] = useState(false)
  const isLost = pet?.status === 'active'

  async function confirm() {
    if (!pet) return
    setIsBusy(true)
    try {
      const result = await changeLostPetStatus(pet.id, isLost ? 'found' : 'active')
      if (!result.ok) onDone(result.message || t.actions.statusError)
      else if (result.status === 'queued') onDone(t.actions.queued)
      else onDone(isLost ? t.actions.foundSuccess : t.actions.lostAgainSuccess)
    } catch {
      onDone(t.actions.statusError)
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <ConfirmDialog
      isOpen={pet !== null}
      title={
        pet ? (isLost ? t.actions.confirmFound(pet.name) : t.actions.confirmLost(pet.name)) : ''
      }
      confirmLabel={t.actions.confirm}
      busyLabel={t.actions.updating}
      cancelLabel={t.actions.cancel}
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(null)}
    />
  )
}
