import type { DecodeAnswer, DecodeRequest } from './jsqr.worker'

/**
 * Reads QR codes from the live video (spec §2 'QR scanner', §9 'Scanner'): the browser's own
 * BarcodeDetector where it reads `qr_code`, else jsqr in a module worker fed with frames drawn
 * on a canvas. Both ship with the app (the worker is a build chunk the service worker precaches),
 * so scanning works offline and nothing is fetched from a CDN.
 */
export type DecoderKind = 'native' | 'jsqr-worker'

export interface QrDecoder {
  readonly kind: DecoderKind
  /** the text of a code in the video's current frame, or null when none is readable */
  decode(video: HTMLVideoElement): Promise<string | null>
  close(): void
}

/** §9: a single image is given up on after 10 s. */
export const DECODE_TIMEOUT_MS = 10_000
/** Frames are scaled down to this longest side before jsqr reads them (enough for a code). */
const MAX_FRAME_SIDE = 800

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats?(): Promise<string[]>
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code']
    if (!formats.includes('qr_code')) return null
    const detector = new Detector({ formats: ['qr_code'] })
    return {
      kind: 'native',
      async decode(video) {
        const [code] = await detector.detect(video)
        return code?.rawValue ?? null
      },
      close: () => undefined,
    }
  } catch {
    return null
  }
}

function startWorker(): Worker {
  return new Worker(new URL('./jsqr.worker.ts', import.meta.url), { type: 'module' })
}

function workerDecoder(): QrDecoder {
  let worker = startWorker()
  let nextId = 0
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })

  function ask(request: DecodeRequest): Promise<string | null> {
    return new Promise((resolve) => {
      const current = worker
      const timer = setTimeout(() => {
        // A stuck decode: drop that worker and answer "no code" (the next frame tries again).
        current.removeEventListener('message', onAnswer)
        current.terminate()
        worker = startWorker()
        resolve(null)
      }, DECODE_TIMEOUT_MS)
      function onAnswer(event: MessageEvent<DecodeAnswer>) {
        if (event.data.id !== request.id) return
        clearTimeout(timer)
        current.removeEventListener('message', onAnswer)
        resolve(event.data.text)
      }
      current.addEventListener('message', onAnswer)
      current.postMessage(request, [request.data.buffer])
    })
  }

  return {
    kind: 'jsqr-worker',
    decode(video) {
      const { videoWidth, videoHeight } = video
      if (!context || videoWidth === 0 || videoHeight === 0) return Promise.resolve(null)
      const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight))
      const width = Math.round(videoWidth * scale)
      const height = Math.round(videoHeight * scale)
      if (canvas.width !== width) canvas.width = width
      if (canvas.height !== height) canvas.height = height
      context.drawImage(video, 0, 0, width, height)
      const { data } = context.getImageData(0, 0, width, height)
      nextId += 1
      return ask({ id: nextId, data, width, height })
    },
    close() {
      worker.terminate()
    },
  }
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? workerDecoder()
}
