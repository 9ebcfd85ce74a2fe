import { lazy } from 'react'
import { ScreenSuspense } from '../../ui/ScreenSuspense'

/**
 * /reproductive-health loads as its own chunk while the spinner paints, as /lost-pets does
 * (LazyLostPetsPage): the signed-in first load stays within design.md's 250 KiB, and the
 * worker precaches the chunk for offline use. This wrapper imports nothing else.
 */
const ReproductiveHealthPage = lazy(() =>
  import('./ReproductiveHealthPage').then((module) => ({ default: module.ReproductiveHealthPage })),
)

export function LazyReproductiveHealthPage() {
  return (
    <ScreenSuspense>
      <ReproductiveHealthPage />
    </ScreenSuspense>
  )
}
