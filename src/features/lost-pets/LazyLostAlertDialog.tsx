import { lazyDialog } from '../../ui/lazy-dialog'

/** The alert dialog, downloaded the first time an owner opens it (the profile stays light). */
export const LazyLostAlertDialog = lazyDialog(() => import('./LostAlertDialog'))
