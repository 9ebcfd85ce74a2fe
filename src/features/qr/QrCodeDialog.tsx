import { useEffect, useId, useMemo, useState } from 'react'
import { Check, Copy, Download, Share2 } from 'lucide-react'
import { qr as t } from '../../i18n/es/qr'
import { ModalDialog } from '../../ui/ModalDialog'
import { copyText, downloadPng, drawPetQr, shareQr } from './qr-image'
import { buildPetQrPayload, petQrSource, type OwnedPetQrProfile } from './qr-payload'
import { useCopiedFlag } from './use-copied-flag'
import { Button } from '../../ui/Button'

export interface QrCodeDialogProps {
  pet: OwnedPetQrProfile
  onClose: () => void
}

type Drawing = { kind: 'drawing' } | { kind: 'ready'; dataUrl: string } | { kind: 'failed' }

const ACTION =
  'flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-sm leading-tight font-semibold disabled:opacity-50'

/**
 * The QR code dialog of one pet (spec §2, §4 'QR dialog'): the code of the §3 payload, drawn on
 * the device each time it opens (so it works offline), the pet's name, breed and id, and
 * Descargar, Compartir and Copiar URL. 'Cerrar', Esc and a click on the backdrop close it; a
 * click inside does not.
 */
export default function QrCodeDialog({ pet, onClose }: QrCodeDialogProps) {
  const titleId = useId()
  const payload = useMemo(() => buildPetQrPayload(petQrSource(pet)), [pet])
  const [drawing, setDrawing] = useState<Drawing>({ kind: 'drawing' })
  const [isCopied, markCopied] = useCopiedFlag()

  useEffect(() => {
    let isCurrent = true
    drawPetQr(payload).then(
      (dataUrl) => isCurrent && setDrawing({ kind: 'ready', dataUrl }),
      (error: unknown) => {
        // Spec §8: generation failures are only logged; the dialog says the code is missing.
        console.warn('QR generation failed', error)
        if (isCurrent) setDrawing({ kind: 'failed' })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [payload])

  const dataUrl = drawing.kind === 'ready' ? drawing.dataUrl : null
  const copyUrl = async () => {
    if (await copyText(payload.url)) markCopied()
  }
  const share = async () => {
    if (!dataUrl) return
    if ((await shareQr(dataUrl, pet.name, payload.url)) === 'copied') markCopied()
  }

  return (
    <ModalDialog
      isOpen
      aria-labelledby={titleId}
      onDismiss={onClose}
      closeOnBackdrop
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1.5rem)] max-w-sm overflow-y-auto rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="text-center">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {t.title(pet.name)}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t.subtitle}</p>
        </div>
        <div className="flex aspect-square w-full max-w-[300px] items-center justify-center self-center rounded-2xl bg-white ring-1 ring-gray-200">
          {dataUrl ? (
            <img
              src={dataUrl}
              alt={t.imageAlt(pet.name)}
              width={300}
              height={300}
              className="h-auto w-full rounded-2xl"
            />
          ) : (
            <p role="status" className="px-4 text-center text-sm text-gray-500">
              {drawing.kind === 'failed' ? t.generateError : t.generating}
            </p>
          )}
        </div>
        <section className="rounded-2xl bg-gray-50 p-3 text-sm">
          <h3 className="mb-1.5 font-semibold text-gray-900">{t.infoTitle}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-gray-700">
            <dt className="font-medium">{t.nameLabel}</dt>
            <dd className="min-w-0 break-words">{pet.name}</dd>
            <dt className="font-medium">{t.breedLabel}</dt>
            <dd className="min-w-0 break-words">{pet.breed}</dd>
            <dt className="font-medium">{t.idLabel}</dt>
            <dd className="min-w-0 font-mono text-xs break-all">{pet.id}</dd>
          </dl>
        </section>
        <div className="grid grid-cols-3 gap-2">
          <button
            type="button"
            disabled={!dataUrl}
            onClick={() => dataUrl && downloadPng(dataUrl, pet.name)}
            className={`${ACTION} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t.download}
          </button>
          <button
            type="button"
            disabled={!dataUrl}
            onClick={() => void share()}
            className={`${ACTION} bg-brand-50 text-brand-700 hover:bg-brand-100`}
          >
            <Share2 aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t.share}
          </button>
          <button
            type="button"
            onClick={() => void copyUrl()}
            className={`${ACTION} bg-gray-100 text-gray-800 hover:bg-gray-200`}
          >
            {isCopied ? (
              <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-600" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4 shrink-0" />
            )}
            {isCopied ? t.copied : t.copyUrl}
          </button>
        </div>
        <Button onClick={onClose} variant="outline">
          {t.close}
        </Button>
      </div>
    </ModalDialog>
  )
}
