import { lazy, Suspense } from 'react'
import type { QrScannerProps } from './QrScanner'

/**
 * The scanner overlay, downloaded when 'Escanear QR' is pressed: neither it nor its decoder
 * (jsqr, in a worker chunk) is part of /profile's first load.
 */
const QrScanner = lazy(() => import('./QrScanner'))

export function LazyQrScanner(props: QrScannerProps) {
  return (
    <Suspense fallback={null}>
      <QrScanner {...props} />
    </Suspense>
  )
}
