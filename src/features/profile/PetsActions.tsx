import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Plus, ScanLine, Search } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { LazyQrScanner } from '../qr-scanner'

const TILE =
  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2.5 text-center text-xs font-semibold'

/**
 * 'Mis Mascotas' buttons: lost pets, scan a QR code (the scanner overlay, downloaded on the
 * first press) and add a pet.
 */
export function PetsActions() {
  const [isScanning, setIsScanning] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label={t.petsActions} className="grid grid-cols-3 gap-2">
        <Link
          to="/lost-pets"
          className={`${TILE} bg-white text-gray-800 ring-1 ring-gray-200 hover:bg-gray-50`}
        >
          <Search aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {t.lostPets}
        </Link>
        <button
          type="button"
          onClick={() => setIsScanning(true)}
          className={`${TILE} bg-white text-gray-800 ring-1 ring-gray-200 hover:bg-gray-50`}
        >
          <ScanLine aria-hidden="true" className="h-5 w-5 text-brand-600" />
          {t.scanQr}
        </button>
        <Link
          to="/add-pet"
          className={`${TILE} bg-brand-500 text-white shadow-sm hover:bg-brand-600`}
        >
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t.addPet}
        </Link>
      </nav>
      {isScanning ? <LazyQrScanner onClose={() => setIsScanning(false)} /> : null}
    </div>
  )
}
