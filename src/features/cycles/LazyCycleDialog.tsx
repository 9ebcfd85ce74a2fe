import { lazyComponent } from '../../ui/lazy-component'

/** The cycle dialog, downloaded the first time an owner opens it (the profile stays light). */
export const LazyCycleDialog = lazyComponent(() => import('./CycleDialog'))
