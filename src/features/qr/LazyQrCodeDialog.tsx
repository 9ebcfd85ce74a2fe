import { lazyComponent } from '../../ui/lazy-component'

/**
 * The QR dialog and the `qrcode` library, downloaded the first time an owner opens it (the
 * profile's first load stays light); the service worker precaches the chunk for offline use.
 */
export const LazyQrCodeDialog = lazyComponent(() => import('./QrCodeDialog'))
