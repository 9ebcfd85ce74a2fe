import { useEffect, useId, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { FileDown, Printer, X } from 'lucide-react'
import { lostPets } from '../../../i18n/es/lost-pets'
import { ModalDialog } from '../../../ui/ModalDialog'
import { usePet } from '../../pets'
import type { ListedLostPet } from '../lost-pets.repo'
import { flyerFacts } from './flyer-facts'
import { FlyerSheet } from './FlyerSheet'
import { paperFor } from './pdf-layout'
import './flyer.css'

const t = lostPets.flyer

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold disabled:opacity-60'

/**
 * The printable flyer of an alert, full screen: the sheet as it prints,
 * 'Imprimir' (the browser's print, print CSS in flyer.css) and 'Descargar PDF' (built on the
 * device, flyer-pdf.ts, jsPDF downloaded on first use). Everything comes from the synced alert
 * and, for the owner, the pet's sex and colour from their own pets; nothing needs the network.
 * The dialog is a child of <body> so that print CSS can leave everything else off the paper.
 */
export default function FlyerDialog({ pet, onClose }: { pet: ListedLostPet; onClose: () => void }) {
  const titleId = useId()
  const { pet: ownPet } = usePet(pet.petId ?? '')
  const facts = useMemo(
    () =>
      flyerFacts(
        pet,
        ownPet ? { gender: ownPet.gender, color: ownPet.color } : null,
        globalThis.location.origin,
      ),
    [pet, ownPet],
  )
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle')

  // The browser names a printed or saved page after the document: 'SE BUSCA: Luna'.
  useEffect(() => {
    const before = document.title
    document.title = t.pdfTitle(facts.heading, facts.name)
    return () => {
      document.title = before
    }
  }, [facts.heading, facts.name])

  const download = () => {
    setPdf('busy')
    import('./flyer-pdf')
      .then(({ downloadFlyerPdf }) => downloadFlyerPdf(facts, paperFor(navigator.language)))
      .then(
        () => setPdf('idle'),
        () => setPdf('failed'),
      )
  }

  return createPortal(
    <ModalDialog
      isOpen={true}
      aria-labelledby={titleId}
      onDismiss={onClose}
      className="flyer-dialog m-0 h-dvh max-h-none w-full max-w-none bg-gray-100 p-0 backdrop:bg-gray-950/50"
    >
      <div className="flex h-full flex-col">
        <div className="flyer-screen-only flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white px-3 py-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-bold text-gray-900">
            {t.title(pet.name)}
          </h2>
          <button
            type="button"
            aria-label={t.close}
            onClick={onClose}
            className={`${BUTTON} -mr-1 rounded-full px-0 text-gray-600 hover:bg-gray-100`}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="grid w-full grid-cols-2 gap-2">
            <button
              type="button"
              onClick={() => window.print()}
              className={`${BUTTON} bg-brand-500 text-white hover:bg-brand-600`}
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t.print}
            </button>
            <button
              type="button"
              onClick={download}
              disabled={pdf === 'busy'}
              className={`${BUTTON} bg-gray-900 text-white hover:bg-gray-800`}
            >
              <FileDown aria-hidden="true" className="h-4 w-4" />
              {pdf === 'busy' ? t.downloading : t.download}
            </button>
          </div>
          {pdf === 'failed' ? (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {t.downloadError}
            </p>
          ) : null}
          {pet.syncState === 'pending' ? (
            <p className="w-full rounded-lg bg-amber-50 p-2 text-xs text-amber-900">{t.pending}</p>
          ) : null}
        </div>
        <div className="flyer-scroll flex-1 overflow-auto p-3">
          <FlyerSheet facts={facts} />
        </div>
      </div>
    </ModalDialog>,
    document.body,
  )
}
