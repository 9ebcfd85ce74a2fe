import { useEffect, useId, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { CameraOff, TriangleAlert, X } from 'lucide-react'
import { qrScanner as t } from '../../i18n/es/qr-scanner'
import { Spinner } from '../../ui/Spinner'
import { ModalDialog } from '../../ui/ModalDialog'
import { ScanResultCard } from './ScanResultCard'
import {
  browserDevices,
  lostPetServices,
  type ScannerDevices,
  type ScannerLostPets,
} from './scanner-services'
import { useQrScanner, type ScannerState } from './use-qr-scanner'

/** §9 'Scan redirect delay'. */
export const REDIRECT_DELAY_MS = 2_000

export interface QrScannerProps {
  onClose: () => void
  /** told the decoded text of every code read (spec §4 'A callback ... on each scan') */
  onScan?: (text: string) => void
  /** the camera and decoder; only component tests pass their own */
  devices?: ScannerDevices
  /** the lost-pets look-up and sighting; only component tests pass their own */
  lostPets?: ScannerLostPets
}

/**
 * The full-screen overlay 'Escanear Código QR' (spec §2 'QR scanner', §4 'Scanner'). A native
 * modal <dialog>: Esc and 'Cerrar' close it, and closing unmounts it, which stops the camera.
 * A pet's code opens its profile after 2 s, a link opens in a new tab after 2 s; a lost pet's
 * code stays, offering to tell the owner where it was found. Lazy chunk (with its decoder).
 */
export default function QrScanner({
  onClose,
  onScan,
  devices = browserDevices,
  lostPets = lostPetServices,
}: QrScannerProps) {
  const titleId = useId()
  const { state, videoRef, decoderKind, restart } = useQrScanner(devices, lostPets, onScan)
  const navigate = useNavigate()
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })

  const openPet = (petId: string) => {
    void navigate({ to: '/pet/$petId', params: { petId }, search: { qr: true } })
    closeRef.current()
  }
  const reportFound = () => {
    void navigate({ to: '/lost-pets', search: { report: 'found' } })
    closeRef.current()
  }
  const openPetRef = useRef(openPet)
  useEffect(() => {
    openPetRef.current = openPet
  })

  useEffect(() => {
    if (state.step !== 'result') return
    const { outcome } = state
    let leave: (() => void) | null = null
    if (outcome.kind === 'pet' && !outcome.alert)
      leave = () => openPetRef.current(outcome.payload.petId)
    if (outcome.kind === 'link') {
      leave = () => {
        window.open(outcome.url, '_blank', 'noopener')
        closeRef.current()
      }
    }
    if (!leave) return
    const timer = setTimeout(leave, REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state])

  const isLive = state.step === 'starting' || state.step === 'scanning'
  return (
    <ModalDialog
      isOpen
      aria-labelledby={titleId}
      data-scanner-step={state.step}
      data-decoder={decoderKind ?? undefined}
      onDismiss={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950 p-0 text-white backdrop:bg-gray-950"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-2 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t.title}
          </h2>
          <button
            type="button"
            aria-label={t.close}
            onClick={onClose}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </header>
        <div className="relative flex min-h-0 flex-1 flex-col items-center justify-center overflow-hidden">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t.video}
            hidden={!isLive}
            className="absolute inset-0 h-full w-full object-cover"
          />
          <ScannerBody
            state={state}
            onRetry={restart}
            onOpenPet={openPet}
            onReportFound={reportFound}
            lostPets={lostPets}
          />
        </div>
      </div>
    </ModalDialog>
  )
}

function ScannerBody({
  state,
  onRetry,
  onOpenPet,
  onReportFound,
  lostPets,
}: {
  state: ScannerState
  onRetry: () => void
  onOpenPet: (petId: string) => void
  onReportFound: () => void
  lostPets: ScannerLostPets
}) {
  switch (state.step) {
    case 'starting':
      return <ScannerWait label={t.starting} isOverVideo />
    case 'scanning':
      return (
        <div className="relative flex flex-col items-center gap-6 px-6 text-center">
          <div
            aria-hidden="true"
            className="h-64 w-64 rounded-3xl border-4 border-white shadow-[0_0_0_100vmax_rgba(3,7,18,0.55)]"
          />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{t.aim}</p>
            <p className="text-sm text-gray-300">{t.automatic}</p>
          </div>
        </div>
      )
    case 'reading':
      return <ScannerWait label={t.reading} />
    case 'result':
      return (
        <ScanResultCard
          outcome={state.outcome}
          onScanAgain={onRetry}
          onOpenPet={onOpenPet}
          onReportFound={onReportFound}
          lostPets={lostPets}
        />
      )
    case 'camera-error':
      return (
        <CameraProblem
          icon="error"
          title={t.cameraErrorTitle}
          lines={[t.cameraError]}
          onRetry={onRetry}
        />
      )
    case 'no-camera':
      return (
        <CameraProblem
          icon="none"
          title={t.noCameraTitle}
          lines={[t.noCameraText, t.noCameras]}
          onRetry={onRetry}
        />
      )
  }
}

/** A wait the scanner names: the spinner's label, and the same words shown under it. */
function ScannerWait({ label, isOverVideo = false }: { label: string; isOverVideo?: boolean }) {
  // While the camera starts the video is live beneath: 'relative' lifts the words above it.
  return (
    <div className={`${isOverVideo ? 'relative ' : ''}flex flex-col items-center`}>
      <Spinner label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  )
}

function CameraProblem(props: {
  icon: 'error' | 'none'
  title: string
  lines: readonly string[]
  onRetry: () => void
}) {
  const Icon = props.icon === 'error' ? TriangleAlert : CameraOff
  return (
    <div role="alert" className="flex max-w-sm flex-col items-center gap-3 px-6 text-center">
      <Icon aria-hidden="true" className="h-12 w-12 text-amber-300" />
      <h3 className="text-lg font-bold">{props.title}</h3>
      {props.lines.map((line) => (
        <p key={line} className="text-sm text-gray-200">
          {line}
        </p>
      ))}
      <button
        type="button"
        onClick={props.onRetry}
        className="mt-2 min-h-11 rounded-xl bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
      >
        {t.retry}
      </button>
    </div>
  )
}
