import { lazyDialog } from '../../ui/lazy-dialog'

/**
 * The scanner overlay, downloaded when 'Escanear QR' is pressed: neither it nor its decoder
 * (jsqr, in a worker chunk) is part of /profile's first load.
 */
export const LazyQrScanner = lazyDialog(() => import('./QrScanner'))
