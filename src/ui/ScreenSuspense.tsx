import { Suspense, type ComponentType, type ReactNode } from 'react'
import { lazyComponent } from './lazy-component'
import { Spinner } from './Spinner'

/**
 * A lazy screen's loading state (spec §2 'States: loading') while its chunk arrives: every
 * screen that loads as a chunk of its own, so no signed-in first load grows (design.md).
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="py-16">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

/** A screen that loads as a chunk of its own: `load` imports its module and picks the screen. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyComponent(async () => ({ default: await load() }), ScreenSuspense)
}
