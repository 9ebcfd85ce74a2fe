import { lazy, Suspense } from 'react'

/**
 * Settings › 'Zonas sin conexión', loaded on its own when Settings shows it: nothing of it is
 * in any first load. No fallback: the section appears once its small chunk is in.
 */
const SavedAreasSection = lazy(() => import('./save-area/SavedAreasSection'))

export function LazySavedAreasSection() {
  return (
    <Suspense fallback={null}>
      <SavedAreasSection />
    </Suspense>
  )
}
