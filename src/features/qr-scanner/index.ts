/**
 * The QR scanner (spec §2 'QR scanner', §4 'Scanner', §5 'QR scan'): a full-screen overlay,
 * loaded lazily with its decoder.
 */
export { LazyQrScanner } from './LazyQrScanner'
export type { QrScannerProps } from './QrScanner'
