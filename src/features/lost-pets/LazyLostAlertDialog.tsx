import { lazy, Suspense } from 'react'
import type { LostAlertDialogProps } from './LostAlertDialog'

/** The alert dialog, downloaded the first time an owner opens it (the profile stays light). */
const LostAlertDialog = lazy(() => import('./LostAlertDialog'))

export function LazyLostAlertDialog(props: LostAlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <LostAlertDialog {...props} />
    </Suspense>
  )
}
