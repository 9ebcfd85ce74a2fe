import { Link } from '@tanstack/react-router'
import { Plus, ScanLine, Search } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'

const TILE =
  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2.5 text-center text-xs font-semibold'

/** 'Mis Mascotas' buttons: lost pets, scan a QR code (a later issue) and add a pet. */
export function PetsActions() {
  return (
    <nav aria-label={t.petsActions} className="grid grid-cols-3 gap-2">
      <Link to="/lost-pets" className={`${TILE} bg-white text-gray-800 ring-1 ring-gray-200`}>
        <Search aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t.lostPets}
      </Link>
      <button
        type="button"
        disabled
        className={`${TILE} cursor-not-allowed bg-gray-100 text-gray-500 ring-1 ring-gray-200`}
      >
        <ScanLine aria-hidden="true" className="h-5 w-5" />
        {t.scanQr}
        <span className="text-[0.65rem] font-medium text-gray-500">{t.comingSoon}</span>
      </button>
      <Link
        to="/add-pet"
        className={`${TILE} bg-brand-500 text-white shadow-sm hover:bg-brand-600`}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t.addPet}
      </Link>
    </nav>
  )
}
