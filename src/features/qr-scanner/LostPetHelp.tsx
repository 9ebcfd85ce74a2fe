import { useState } from 'react'
import { MapPin, TriangleAlert } from 'lucide-react'
import { qrScanner as t } from '../../i18n/es/qr-scanner'
import { LazySightingDialog, type ListedLostPet } from '../lost-pets/scan-entry'
import type { ScannerLostPets } from './scanner-services'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

type Help =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'done'; message: string }
  /** the sighting could not be made here (no position, missing details): the dialog can */
  | { step: 'form-needed'; message: string }
  | { step: 'failed'; message: string }

/**
 * A scanned pet with an active lost alert: 'Reportar que la encontré aquí' records a sighting
 * where the device is, now (the owner is notified by the server; offline it queues like any
 * sighting), and the pet's profile stays one tap away. When the position cannot be read the
 * normal Sighting dialog takes over, where the place is picked on the map.
 */
export function LostPetHelp({
  alert,
  onOpenPet,
  reportHere,
}: {
  alert: ListedLostPet
  onOpenPet: () => void
  reportHere: ScannerLostPets['reportSightingHere']
}) {
  const [help, setHelp] = useState<Help>({ step: 'idle' })
  const [isFormOpen, setIsFormOpen] = useState(false)

  async function report() {
    setHelp({ step: 'busy' })
    try {
      const result = await reportHere(alert.id, t.lost.description)
      if (result.ok) {
        setHelp({ step: 'done', message: result.status === 'queued' ? t.lost.queued : t.lost.sent })
      } else if ('reason' in result) {
        setHelp({
          step: 'form-needed',
          message:
            result.reason === 'position' ? t.lost.noPosition(result.message) : t.lost.needsDetails,
        })
      } else {
        setHelp({ step: 'failed', message: result.message || t.lost.error })
      }
    } catch {
      setHelp({ step: 'failed', message: t.lost.error })
    }
  }

  const isBusy = help.step === 'busy'
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-left text-amber-900 ring-1 ring-amber-200">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-bold">{t.lost.banner(alert.name)}</p>
          <p className="text-sm">{t.lost.text}</p>
        </div>
      </div>
      {help.step === 'done' ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {help.message}
        </p>
      ) : (
        <Button onClick={() => void report()} disabled={isBusy} aria-busy={isBusy || undefined}>
          <MapPin aria-hidden="true" className="h-4 w-4" />
          {isBusy ? t.lost.locating : t.lost.reportHere}
        </Button>
      )}
      {help.step === 'form-needed' || help.step === 'failed' ? (
        <Notice kind="error">{help.message}</Notice>
      ) : null}
      {help.step === 'form-needed' ? (
        <button
          type="button"
          onClick={() => setIsFormOpen(true)}
          className="min-h-11 rounded-xl bg-white px-4 font-semibold text-brand-700 ring-1 ring-brand-300"
        >
          {t.lost.openForm}
        </button>
      ) : null}
      <Button onClick={onOpenPet} variant="secondary">
        {t.lost.viewProfile}
      </Button>
      {isFormOpen ? (
        <LazySightingDialog
          pet={alert}
          onClose={() => setIsFormOpen(false)}
          onReported={(message) => {
            setIsFormOpen(false)
            setHelp({ step: 'done', message })
          }}
        />
      ) : null}
    </div>
  )
}
