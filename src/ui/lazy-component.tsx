import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

type Frame = ComponentType<{ children: ReactNode }>

/** Paints nothing while the chunk arrives: for dialogs and overlays, which open over the screen. */
function NothingWhileLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * A component whose code is a chunk of its own, downloaded the first time it renders: the
 * screens that show it keep a light first load. `Frame` is the Suspense boundary (and whatever
 * surrounds it) that paints while the chunk arrives; by default nothing.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Frame: Frame = NothingWhileLoading,
) {
  const Component = lazy(load)
  return function LazyComponent(props: P) {
    return (
      <Frame>
        <Component {...props} />
      </Frame>
    )
  }
}
