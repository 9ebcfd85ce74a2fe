import QRCode from 'qrcode'
import { qr as t } from '../../i18n/es/qr'
import type { PetQrPayload } from './qr-payload'

/**
 * Drawing, saving and sharing a pet's code, all on the device (it works offline). This module
 * holds the `qrcode` library: only the dialog's lazy chunk imports it, never a first load.
 */

/** Spec §2 and §9: 300 px wide, margin 2, dark #1f2937 on white. */
export const QR_IMAGE_OPTIONS = {
  width: 300,
  margin: 2,
  color: { dark: '#1f2937', light: '#ffffff' },
} as const

/** The code of the §3 payload (its JSON text) as a PNG data URL. */
export function drawPetQr(payload: PetQrPayload): Promise<string> {
  return QRCode.toDataURL(JSON.stringify(payload), {
    ...QR_IMAGE_OPTIONS,
    type: 'image/png',
    errorCorrectionLevel: 'M',
  })
}

/** Saves the PNG under the pet's name through a download link. */
export function downloadPng(dataUrl: string, petName: string): void {
  const link = document.createElement('a')
  link.href = dataUrl
  link.download = t.fileName(petName)
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * The PNG of a data URL as a file to share, decoded here: the app's CSP (connect-src) refuses
 * fetch() of a data: URL, which made every share fall back to copying the link.
 */
export function pngFile(dataUrl: string, petName: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return new File([bytes], t.fileName(petName), { type: 'image/png' })
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

/**
 * Spec §7: the device share with the PNG, the title 'Código QR de {name}' and the text 'Código
 * QR de identificación para {name}'; when the device cannot share files, or sharing fails, the
 * link is copied instead. A share the user dismissed is not a failure: nothing is copied.
 */
export async function shareQr(
  dataUrl: string,
  petName: string,
  url: string,
): Promise<ShareOutcome> {
  try {
    const file = pngFile(dataUrl, petName)
    const data: ShareData = {
      title: t.shareTitle(petName),
      text: t.shareText(petName),
      files: [file],
    }
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      await navigator.share(data)
      return 'shared'
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    console.warn('QR share failed; copying the link instead', error)
  }
  return (await copyText(url)) ? 'copied' : 'failed'
}

/** Copies to the clipboard; false when the browser refused (spec §8: only logged). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch (error) {
    console.warn('Could not copy the QR link', error)
    return false
  }
}
