import { lazy, Suspense } from 'react'
import type { CycleDialogProps } from './CycleDialog'

/** The cycle dialog, downloaded the first time an owner opens it (the profile stays light). */
const CycleDialog = lazy(() => import('./CycleDialog'))

export function LazyCycleDialog(props: CycleDialogProps) {
  return (
    <Suspense fallback={null}>
      <CycleDialog {...props} />
    </Suspense>
  )
}
