/**
 * A pet's QR code (spec §2 'QR code dialog'): the dialog, loaded lazily with its encoder, and
 * the payload a code carries, which the scanner reads back.
 */
export { LazyQrCodeDialog } from './LazyQrCodeDialog'
export { readScannedQr, type PetQrPayload, type ScannedQr } from './qr-payload'
