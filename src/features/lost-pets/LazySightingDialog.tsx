import { lazy, Suspense } from 'react'
import type { SightingDialogProps } from './SightingDialog'

/** The Sighting dialog for screens outside /lost-pets (the QR scanner), downloaded when opened. */
const SightingDialog = lazy(() => import('./SightingDialog'))

export function LazySightingDialog(props: SightingDialogProps) {
  return (
    <Suspense fallback={null}>
      <SightingDialog {...props} />
    </Suspense>
  )
}
