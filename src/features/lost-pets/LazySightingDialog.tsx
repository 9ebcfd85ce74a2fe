import { lazyComponent } from '../../ui/lazy-component'

/** The Sighting dialog for screens outside /lost-pets (the QR scanner), downloaded when opened. */
export const LazySightingDialog = lazyComponent(() => import('./SightingDialog'))
