import { Link } from '@tanstack/react-router'
import { CalendarHeart, Pencil, QrCode, Siren, type LucideIcon } from 'lucide-react'
import type { MyPet } from '../pets'
import { profile as t } from '../../i18n/es/profile'

const ACTION =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-[0.7rem] leading-tight font-semibold'
const SECONDARY = `${ACTION} bg-gray-50 text-gray-700 hover:bg-gray-100`

interface PetCardActionsProps {
  pet: MyPet
  /** 'report as lost': opens the lost-pet alert dialog */
  onReportLost: () => void
  /** 'reproductive cycle' (female pets): opens the cycle dialog */
  onOpenCycle: () => void
  /** 'Código QR': opens the pet's QR code dialog */
  onShowQr: () => void
}

function ActionButton(props: {
  label: string
  short: string
  Icon: LucideIcon
  onPress: () => void
}) {
  const { label, short, Icon, onPress } = props
  return (
    // The visible word is part of the accessible name (WCAG 2.5.3 'label in name').
    <button type="button" aria-label={label} onClick={onPress} className={SECONDARY}>
      <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
      {short}
    </button>
  )
}

/**
 * The four pet actions of spec §2: report as lost, reproductive cycle (female pets only), QR
 * code and edit. Reporting opens the lost-pet alert dialog, the cycle its tracking dialog and
 * 'Código QR' the QR dialog.
 */
export function PetCardActions({ pet, onReportLost, onOpenCycle, onShowQr }: PetCardActionsProps) {
  const isFemale = pet.gender === 'FEMALE'
  return (
    <div
      role="group"
      aria-label={t.petActions(pet.name)}
      className={`mt-3 grid gap-1.5 ${isFemale ? 'grid-cols-4' : 'grid-cols-3'}`}
    >
      <ActionButton
        label={t.reportLost[pet.gender]}
        short={t.reportLostShort[pet.gender]}
        Icon={Siren}
        onPress={onReportLost}
      />
      {isFemale ? (
        <ActionButton
          label={t.cycle}
          short={t.cycleShort}
          Icon={CalendarHeart}
          onPress={onOpenCycle}
        />
      ) : null}
      <ActionButton label={t.qrCode} short={t.qrCode} Icon={QrCode} onPress={onShowQr} />
      <Link
        to="/edit-pet/$petId"
        params={{ petId: pet.id }}
        className={`${ACTION} bg-brand-50 text-brand-700 hover:bg-brand-100`}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t.editPet}
      </Link>
    </div>
  )
}
