import { readQrPixels } from './read-qr-pixels'

/**
 * The jsqr decoder's worker (a Vite module worker, bundled and precached with the app: no file
 * from a CDN). One request at a time: a frame's pixels in, its text (or null) out, so the page's
 * main thread never stalls on decoding.
 */
export interface DecodeRequest {
  id: number
  data: Uint8ClampedArray
  width: number
  height: number
}

export interface DecodeAnswer {
  id: number
  text: string | null
}

// The app's TypeScript program has the DOM library, not the worker one: the worker's scope typed
// by hand with what is used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null
  postMessage(message: DecodeAnswer): void
}

scope.onmessage = (event) => {
  const { id, data, width, height } = event.data
  let text: string | null = null
  try {
    text = readQrPixels(data, width, height)
  } catch {
    // A frame jsqr chokes on is a frame without a code.
  }
  scope.postMessage({ id, text })
}
