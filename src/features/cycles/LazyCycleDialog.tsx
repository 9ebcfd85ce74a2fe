import { lazyDialog } from '../../ui/lazy-dialog'

/** The cycle dialog, downloaded the first time an owner opens it (the profile stays light). */
export const LazyCycleDialog = lazyDialog(() => import('./CycleDialog'))
