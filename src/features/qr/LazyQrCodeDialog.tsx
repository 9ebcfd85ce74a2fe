import { lazyDialog } from '../../ui/lazy-dialog'

/**
 * The QR dialog and the `qrcode` library, downloaded the first time an owner opens it (the
 * profile's first load stays light); the service worker precaches the chunk for offline use.
 */
export const LazyQrCodeDialog = lazyDialog(() => import('./QrCodeDialog'))
