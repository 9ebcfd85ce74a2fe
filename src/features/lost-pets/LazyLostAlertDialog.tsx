import { lazyComponent } from '../../ui/lazy-component'

/** The alert dialog, downloaded the first time an owner opens it (the profile stays light). */
export const LazyLostAlertDialog = lazyComponent(() => import('./LostAlertDialog'))
