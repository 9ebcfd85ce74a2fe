import { lazyDialog } from '../../ui/lazy-dialog'

/** The Sighting dialog for screens outside /lost-pets (the QR scanner), downloaded when opened. */
export const LazySightingDialog = lazyDialog(() => import('./SightingDialog'))
