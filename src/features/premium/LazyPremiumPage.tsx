import { lazy } from 'react'
import { ScreenSuspense } from '../../ui/ScreenSuspense'

/** /premium loads as its own chunk: no first load grows. */
const PremiumPage = lazy(() =>
  import('./PremiumPage').then((module) => ({ default: module.PremiumPage })),
)

export function LazyPremiumPage() {
  return (
    <ScreenSuspense>
      <PremiumPage />
    </ScreenSuspense>
  )
}
