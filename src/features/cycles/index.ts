/**
 * Reproductive-cycle tracking (spec §2 'Reproductive cycle dialog', /reproductive-health). What
 * other features use: the dialog, lazily (the profile's pet cards open it). The route loads its
 * screen through LazyReproductiveHealthPage.
 */
export { LazyCycleDialog } from './LazyCycleDialog'
export { LazyReproductiveHealthPage } from './LazyReproductiveHealthPage'
export type { CyclePet } from './CycleDialog'
export { forgetKnownHeatMarks } from './heat-mark-storage'
