import { useId, useState } from 'react'
import { Trash2 } from 'lucide-react'
import type { MyPet } from '../pets'
import { LazyCycleDialog } from '../cycles'
import { LazyLostAlertDialog } from '../lost-pets'
import { PendingBadge } from '../offline'
import { LazyQrCodeDialog } from '../qr'
import { profile as t } from '../../i18n/es/profile'
import { sync } from '../../i18n/es/sync'
import { PetThumb } from '../../ui/PetThumb'
import { PetBadges } from './PetBadges'
import { PetCardActions } from './PetCardActions'
import { DismissibleNotice } from './DismissibleNotice'
import { FailedChangeBar } from './FailedChangeBar'

interface PetCardProps {
  pet: MyPet
  onRemove: (pet: MyPet) => void
  onDiscard: (pet: MyPet) => void
  onRetry: (pet: MyPet) => void
}

/**
 * One of the owner's pets (spec §2): main photo, name, breed, age, sex, the vaccinated and
 * neutered badges, description, the four pet actions and removal — and where its last change
 * stands: pending (on its way to the server) or failed (the server refused it, or it never got
 * through: the card says why, and the user sends it again or discards it).
 */
export function PetCard({ pet, onRemove, onDiscard, onRetry }: PetCardProps) {
  const nameId = useId()
  const [notice, setNotice] = useState<string | null>(null)
  const [isReporting, setIsReporting] = useState(false)
  const [isTracking, setIsTracking] = useState(false)
  const [isShowingQr, setIsShowingQr] = useState(false)
  return (
    <article
      aria-labelledby={nameId}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100"
    >
      <div className="flex gap-3">
        <PetThumb
          image={pet.photos[0] ?? null}
          alt={t.petPhotoAlt(pet.name)}
          className="h-20 w-20 rounded-2xl"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={nameId} className="min-w-0 truncate text-base font-bold text-gray-900">
              {pet.name}
            </h3>
            {/* A 44 px tall tap target (WCAG 2.5.5) whose negative margins keep the name's row
                as tall as the name. */}
            <button
              type="button"
              onClick={() => onRemove(pet)}
              disabled={pet.syncState === 'failed'}
              className="-my-2.5 -mr-2 ml-auto inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-xs font-semibold text-gray-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-gray-500"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t.remove}
            </button>
          </div>
          <p className="truncate text-sm text-gray-600">{pet.breed}</p>
          {/* The name row is the name's and 'Eliminar''s: at 390 px a badge there left 'Nu…'. */}
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            {pet.syncState === 'pending' ? <PendingBadge /> : null}
            <PetBadges pet={pet} />
          </div>
        </div>
      </div>
      {pet.description ? (
        <p className="mt-2.5 line-clamp-3 text-sm break-words text-gray-700">{pet.description}</p>
      ) : null}
      <PetCardActions
        pet={pet}
        onReportLost={() => setIsReporting(true)}
        onOpenCycle={() => setIsTracking(true)}
        onShowQr={() => setIsShowingQr(true)}
      />
      {isTracking ? <LazyCycleDialog pet={pet} onClose={() => setIsTracking(false)} /> : null}
      {isShowingQr ? <LazyQrCodeDialog pet={pet} onClose={() => setIsShowingQr(false)} /> : null}
      {isReporting ? (
        <LazyLostAlertDialog
          pet={pet}
          onClose={() => setIsReporting(false)}
          onCreated={(message) => {
            setIsReporting(false)
            setNotice(message)
          }}
        />
      ) : null}
      {notice ? (
        <div className="mt-2">
          <DismissibleNotice kind="info" message={notice} onDismiss={() => setNotice(null)} />
        </div>
      ) : null}
      {pet.syncState === 'failed' ? (
        <FailedChangeBar
          className="mt-3"
          actions={[
            { label: t.retry, onClick: () => onRetry(pet) },
            { label: t.discard, onClick: () => onDiscard(pet) },
          ]}
        >
          <span className="font-semibold">{t.failedLabel}. </span>
          {pet.syncError ?? sync.notSent}
        </FailedChangeBar>
      ) : null}
    </article>
  )
}
