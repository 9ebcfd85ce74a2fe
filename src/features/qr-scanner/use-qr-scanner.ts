import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { readScannedQr, type PetQrPayload, type ScannedQr } from '../qr'
import type { ListedLostPet } from '../lost-pets/scan-entry'
import type { DecoderKind, QrDecoder } from './qr-decoder'
import { CameraError, type ScannerDevices, type ScannerLostPets } from './scanner-services'

/**
 * The scanner's state machine (spec §4 'Scanner'): starting (lists the cameras and opens one),
 * scanning (frames go to the decoder), reading (a code was read: what is it?), result; or the
 * camera error and no-camera views. `restart` (retry, 'Escanear otro código') runs it again.
 * The camera is released as soon as a code is read, on restart and on unmount (closing).
 */
export type ScanOutcome =
  | {
      kind: 'pet'
      payload: Partial<PetQrPayload> & { petId: string }
      /** the pet's active lost alert, if it has one: the scan then helps it home */
      alert: ListedLostPet | null
    }
  | { kind: 'link'; url: string }
  | { kind: 'unknown' }
  | { kind: 'error' }

export type ScannerState =
  | { step: 'starting' }
  | { step: 'scanning' }
  | { step: 'reading' }
  | { step: 'result'; outcome: ScanOutcome }
  | { step: 'no-camera' }
  | { step: 'camera-error' }

/** §9 allows up to 25 scans a second; 10 keeps a phone cool and is quick enough to feel instant. */
export const SCAN_INTERVAL_MS = 100

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** §5: what a decoded text is, and for a pet whether it is lost now. Never throws. */
export async function interpretScan(
  text: string,
  findAlert: ScannerLostPets['findActiveAlertForPet'],
  read: (text: string) => ScannedQr = readScannedQr,
): Promise<ScanOutcome> {
  try {
    const scanned = read(text)
    if (scanned.kind !== 'pet') return scanned
    const { payload } = scanned
    const alert = await findAlert(payload.petId, payload.name).catch(() => null)
    return { kind: 'pet', payload, alert }
  } catch {
    return { kind: 'error' }
  }
}

async function scanUntilFound(
  video: HTMLVideoElement,
  decoder: QrDecoder,
  isCancelled: () => boolean,
): Promise<string | null> {
  while (!isCancelled()) {
    const started = Date.now()
    const text = await decoder.decode(video).catch(() => null)
    if (isCancelled()) return null
    if (text !== null) return text
    await pause(Math.max(0, SCAN_INTERVAL_MS - (Date.now() - started)))
  }
  return null
}

export interface QrScannerControls {
  state: ScannerState
  videoRef: RefObject<HTMLVideoElement | null>
  /** which decoder reads the frames (shown on the overlay as a data attribute) */
  decoderKind: DecoderKind | null
  restart: () => void
}

export function useQrScanner(
  devices: ScannerDevices,
  lostPets: ScannerLostPets,
  onScan?: (text: string) => void,
): QrScannerControls {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<ScannerState>({ step: 'starting' })
  const [decoderKind, setDecoderKind] = useState<DecoderKind | null>(null)
  const [attempt, setAttempt] = useState(0)
  const onScanRef = useRef(onScan)
  useEffect(() => {
    onScanRef.current = onScan
  })

  useEffect(() => {
    let isCancelled = false
    let stream: MediaStream | null = null
    let decoder: QrDecoder | null = null
    const video = videoRef.current
    const release = () => {
      devices.releaseCamera(stream)
      stream = null
      if (video) video.srcObject = null
    }

    async function run() {
      try {
        stream = await devices.openCamera()
      } catch (error) {
        const isMissing = error instanceof CameraError && error.failure === 'no-camera'
        if (!isCancelled) setState({ step: isMissing ? 'no-camera' : 'camera-error' })
        return
      }
      if (isCancelled || !video) return release()
      video.srcObject = stream
      try {
        await video.play()
      } catch {
        // autoplay of a muted inline video is allowed; a refusal still leaves frames to read
      }
      const created = await devices.createDecoder()
      if (isCancelled) return created.close()
      decoder = created
      setDecoderKind(created.kind)
      setState({ step: 'scanning' })
      const text = await scanUntilFound(video, created, () => isCancelled)
      if (text === null || isCancelled) return
      release()
      onScanRef.current?.(text)
      setState({ step: 'reading' })
      const outcome = await interpretScan(text, lostPets.findActiveAlertForPet)
      if (!isCancelled) setState({ step: 'result', outcome })
    }

    void run()
    return () => {
      isCancelled = true
      release()
      decoder?.close()
    }
  }, [attempt, devices, lostPets])

  const restart = useCallback(() => {
    setState({ step: 'starting' })
    setAttempt((count) => count + 1)
  }, [])
  return { state, videoRef, decoderKind, restart }
}
