import { lazy, Suspense } from 'react'
import { Spinner } from '../../ui/Spinner'

/** /premium loads as its own chunk: no first load grows. */
const PremiumPage = lazy(() =>
  import('./PremiumPage').then((module) => ({ default: module.PremiumPage })),
)

export function LazyPremiumPage() {
  return (
    <Suspense
      fallback={
        <div className="py-16">
          <Spinner />
        </div>
      }
    >
      <PremiumPage />
    </Suspense>
  )
}
