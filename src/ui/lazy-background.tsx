import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react'
import { ChunkBoundary } from './ChunkBoundary'

/**
 * A lazily loaded component that works in the background and shows nothing of its own (the
 * shell's keepers and trackers). Its chunk may be unreachable: offline right after the first
 * sign-in, before the service worker has precached it and taken control. Then it renders
 * nothing instead of throwing up to the router, whose error screen would replace the whole app,
 * and it loads again once the device is back online or the worker takes control. Any other
 * error in it is a bug, and reaches the router's error screen as before.
 */
export function lazyBackground(load: () => Promise<{ default: ComponentType }>): ComponentType {
  // One import for every render and remount; a rejected lazy() stays rejected, so only a
  // retry after a failure makes a new one.
  let Host = lazy(load)
  return function BackgroundHost() {
    const [attempt, setAttempt] = useState(0)
    const retry = useCallback(() => {
      Host = lazy(load)
      setAttempt((value) => value + 1)
    }, [])
    return (
      <ChunkBoundary key={attempt} fallback={<RetryOnReconnect onRetry={retry} />}>
        <Suspense fallback={null}>
          <Host />
        </Suspense>
      </ChunkBoundary>
    )
  }
}

function RetryOnReconnect({ onRetry }: { onRetry: () => void }) {
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
