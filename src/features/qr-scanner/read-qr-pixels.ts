import jsQRModule from 'jsqr'

/**
 * jsqr over one frame's RGBA pixels: the decoding the worker runs where the browser has no
 * BarcodeDetector (Linux Chromium, Firefox, Safari before 17). Kept apart from the worker's
 * message handling so it can be tested in Node with codes made by `qrcode`.
 */

// jsqr ships CommonJS with `exports.default`: bundlers hand over the function, Node the module.
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule

export function readQrPixels(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): string | null {
  // Both polarities: codes printed light on dark are read too (spec §9 sets no such limit).
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null
}
