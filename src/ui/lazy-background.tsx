import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react'
import { ChunkBoundary } from './ChunkBoundary'

/**
 * A lazily loaded component that works in the background and shows nothing of its own (the
 * shell's keepers and trackers). Its chunk may be unreachable: offline right after the first
 * sign-in, before the service worker has precached it and taken control. Then it renders
 * nothing instead of throwing up to the router, whose error screen would replace the whole app,
 * and it loads again once the device is back online or the worker takes control.
 */
export function lazyBackground(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return function BackgroundHost() {
    const [attempt, setAttempt] = useState(0)
    // A rejected lazy() stays rejected: each attempt needs a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const Host = useMemo(() => lazy(load), [attempt])
    return (
      <ChunkBoundary
        key={attempt}
        fallback={<RetryLater onRetry={() => setAttempt((value) => value + 1)} />}
      >
        <Suspense fallback={null}>
          <Host />
        </Suspense>
      </ChunkBoundary>
    )
  }
}

function RetryLater({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined
    window.addEventListener('online', onRetry)
    worker?.addEventListener('controllerchange', onRetry)
    return () => {
      window.removeEventListener('online', onRetry)
      worker?.removeEventListener('controllerchange', onRetry)
    }
  }, [onRetry])
  return null
}
