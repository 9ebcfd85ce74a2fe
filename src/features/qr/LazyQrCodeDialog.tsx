import { lazy, Suspense } from 'react'
import type { QrCodeDialogProps } from './QrCodeDialog'

/**
 * The QR dialog and the `qrcode` library, downloaded the first time an owner opens it (the
 * profile's first load stays light); the service worker precaches the chunk for offline use.
 */
const QrCodeDialog = lazy(() => import('./QrCodeDialog'))

export function LazyQrCodeDialog(props: QrCodeDialogProps) {
  return (
    <Suspense fallback={null}>
      <QrCodeDialog {...props} />
    </Suspense>
  )
}
